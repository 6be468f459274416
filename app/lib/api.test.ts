import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError, apiRequest, throwIfNotOk } from "./api";

describe("throwIfNotOk", () => {
  it("passes an OK response", async () => {
    await expect(throwIfNotOk(new Response("fine", { status: 201 }))).resolves.toBeUndefined();
  });

  it("uses the body text after the status", async () => {
    await expect(throwIfNotOk(new Response('{"error":"x"}', { status: 400 }))).rejects.toThrow(
      '400: {"error":"x"}',
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    await expect(
      throwIfNotOk(new Response("", { status: 503, statusText: "Service Unavailable" })),
    ).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with credentials included", async () => {
    const fetchSpy = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetchSpy);
    await apiRequest("POST", "/api/waitlist", { a: 1 });
    expect(fetchSpy).toHaveBeenCalledWith("/api/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
      credentials: "include",
    });
  });
});

describe("ApiError", () => {
  it("carries the status and, for a 429, the seconds to wait", async () => {
    const error = await throwIfNotOk(
      new Response('{"error":"Too many requests"}', { status: 429, headers: { "Retry-After": "12" } }),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 12,
      message: '429: {"error":"Too many requests"}',
    });
  });
});
