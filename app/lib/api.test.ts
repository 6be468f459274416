import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { ApiError, apiRequest, readJson, throwIfNotOk } from "./api";
import { authCall, fetchSessionUserId } from "./auth-client";

/** What the server was sent, echoed back, so a test sees the request as it arrived. */
type Echo = { method: string; url: string; contentType: string | null; body: string };

const ROUTES: Record<string, (request: IncomingMessage, body: string, response: ServerResponse) => void> = {
  "/echo": (request, body, response) => {
    const echo: Echo = {
      method: request.method!,
      url: request.url!,
      contentType: request.headers["content-type"] ?? null,
      body,
    };
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(echo));
  },
  "/no-content": (_request, _body, response) => void response.writeHead(204).end(),
  "/refused": (_request, _body, response) =>
    void response
      .writeHead(400, { "Content-Type": "application/json" })
      .end('{"message":"Provider not found"}'),
  "/down": (_request, _body, response) => void response.writeHead(503, "Service Unavailable").end(),
  "/limited": (_request, _body, response) =>
    void response
      .writeHead(429, { "Content-Type": "application/json", "Retry-After": "12" })
      .end('{"message":"Too many attempts. Please wait 12 seconds and try again."}'),
  "/api/auth/get-session": (_request, _body, response) =>
    void response.writeHead(200, { "Content-Type": "application/json" }).end('{"user":{"id":"u1"}}'),
  "/api/auth/sign-in/social": (_request, _body, response) =>
    void response
      .writeHead(400, { "Content-Type": "application/json" })
      .end('{"message":"Provider not found"}'),
};

let server: Server;
let base: string;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const route = ROUTES[new URL(request.url!, "http://x").pathname];
      if (route) route(request, body, response);
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A browser resolves the app's relative URLs against the page; Node's fetch needs them whole.
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => vi.restoreAllMocks());

/** The address of a port nothing listens on any more. */
async function closedPortUrl(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe("apiRequest", () => {
  it("sends a JSON body with its content type and the method asked for", async () => {
    const response = await apiRequest("POST", "/echo", { fullName: "Ada", email: "ada@example.com" });
    expect(await readJson<Echo>(response)).toEqual({
      method: "POST",
      url: "/echo",
      contentType: "application/json",
      body: '{"fullName":"Ada","email":"ada@example.com"}',
    });
  });

  it("sends no body and no content type without one", async () => {
    const response = await apiRequest("GET", "/echo");
    expect(await readJson<Echo>(response)).toMatchObject({ method: "GET", contentType: null, body: "" });
  });

  it("always includes credentials (cookies)", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    await apiRequest("GET", "/echo");
    expect(spy).toHaveBeenCalledWith("/echo", expect.objectContaining({ credentials: "include" }));
  });

  it("turns a non-OK answer into an ApiError 'STATUS: body'", async () => {
    const error = await apiRequest("POST", "/refused", {}).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: '400: {"message":"Provider not found"}',
      serverMessage: "Provider not found",
      retryAfterSeconds: undefined,
    });
  });

  it("uses the status text when the body is empty", async () => {
    await expect(apiRequest("GET", "/down")).rejects.toThrow("503: Service Unavailable");
  });

  it("reads Retry-After of a 429 as seconds", async () => {
    const error = await apiRequest("POST", "/limited", {}).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 12,
      serverMessage: "Too many attempts. Please wait 12 seconds and try again.",
    });
  });
});

describe("readJson", () => {
  it("is null for an answer without a body", async () => {
    expect(await readJson(await apiRequest("POST", "/no-content"))).toBeNull();
  });
});

describe("throwIfNotOk", () => {
  it("passes an OK response", async () => {
    await expect(throwIfNotOk(new Response("fine", { status: 201 }))).resolves.toBeUndefined();
  });

  it("has no server message when the body is not JSON", async () => {
    const error = await throwIfNotOk(new Response("Bad Gateway", { status: 502 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "502: Bad Gateway", serverMessage: undefined });
  });
});

describe("authCall, through the request helper", () => {
  it("gives the JSON of an OK answer", async () => {
    expect(await authCall("/get-session")).toEqual({ ok: true, data: { user: { id: "u1" } } });
    expect(await fetchSessionUserId()).toBe("u1");
  });

  it("gives the provider's message on failure", async () => {
    expect(await authCall("/sign-in/social", { provider: "google" })).toEqual({
      ok: false,
      message: "Provider not found",
    });
  });

  it("gives no message when the server cannot be reached", async () => {
    const serverBase = base;
    base = await closedPortUrl();
    try {
      expect(await authCall("/get-session")).toEqual({ ok: false, message: undefined });
      expect(await fetchSessionUserId()).toBeUndefined();
    } finally {
      base = serverBase;
    }
  });
});
