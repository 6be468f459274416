import { gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { jsonRoute, readJsonBody, requireApiUser } from "./api-json.server";

/** A POST as our server hands it to a route: the client's headers, Content-Length among them. */
const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
  new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers: {
      "Content-Length": String(typeof body === "string" ? Buffer.byteLength(body) : body.length),
      ...headers,
    },
  });

/** What readJsonBody threw, as status and JSON body; or what it read. */
async function read(request: Request): Promise<{ status: number; body: unknown } | { value: unknown }> {
  try {
    return { value: await readJsonBody(request) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    return { status: thrown.status, body: await thrown.json() };
  }
}

describe("readJsonBody", () => {
  it("reads an object or an array, after leading whitespace and a BOM, in UTF-8 or UTF-16", async () => {
    const json = { "Content-Type": "application/json" };
    expect(await read(post(' \n{"a":1}', json))).toEqual({ value: { a: 1 } });
    expect(await read(post("[1,2]", json))).toEqual({ value: [1, 2] });
    expect(await read(post('\uFEFF{"b":"é"}', json))).toEqual({ value: { b: "é" } });
    const utf16 = new Uint8Array(Buffer.from('{"c":"ü"}', "utf16le"));
    expect(
      await read(post(utf16, { ...json, "Content-Type": 'application/json; charset="UTF-16LE"' })),
    ).toEqual({ value: { c: "ü" } });
  });

  it("takes an empty body as {}, as Express did", async () => {
    expect(await read(post("", { "Content-Type": "application/json" }))).toEqual({
      value: {},
    });
  });

  it("refuses JSON that is not an object or an array, and malformed JSON, with 400", async () => {
    const malformed = { status: 400, body: { error: "Malformed JSON" } };
    for (const body of ["null", "7", '"text"', "{", "[]".repeat(3)]) {
      expect(await read(post(body, { "Content-Type": "application/json" })), body).toEqual(malformed);
    }
  });

  it("refuses another type, a type it cannot read, or no body at all with 415, before reading", async () => {
    const notJson = { status: 415, body: { error: "Content-Type must be application/json" } };
    const cases: Record<string, string>[] = [
      { "Content-Type": "text/plain" },
      { "Content-Type": "application/vnd.api+json" },
      { "Content-Type": "application/json; charset" },
      { "Content-Type": "application/json garbage" },
      {},
    ];
    for (const headers of cases) {
      expect(await read(post("{}", headers)), JSON.stringify(headers)).toEqual(notJson);
    }
    const noBody = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(await read(noBody)).toEqual(notJson);
  });

  it("refuses a charset other than UTF, one it cannot decode, or an encoding it does not know with 415", async () => {
    const unsupported = { status: 415, body: { error: "Unsupported request encoding" } };
    for (const charset of ["latin1", "utf-9"]) {
      const headers = { "Content-Type": `application/json; charset=${charset}` };
      expect(await read(post("{}", headers)), charset).toEqual(unsupported);
    }
    for (const encoding of ["compress", "constructor", "gzip, br"]) {
      const headers = { "Content-Type": "application/json", "Content-Encoding": encoding };
      expect(await read(post("{}", headers)), encoding).toEqual(unsupported);
    }
  });

  it("reads gzip, and refuses more than 16 KB once decompressed with 413", async () => {
    const headers = { "Content-Type": "application/json", "Content-Encoding": "GZIP" };
    expect(await read(post(new Uint8Array(gzipSync('{"d":4}')), headers))).toEqual({ value: { d: 4 } });
    const large = new Uint8Array(gzipSync(JSON.stringify({ e: "x".repeat(16 * 1024) })));
    expect(await read(post(large, headers))).toEqual({
      status: 413,
      body: { error: "Request body too large" },
    });
    const exactly = JSON.stringify({ f: "x".repeat(16 * 1024 - 8) });
    expect(exactly).toHaveLength(16 * 1024);
    expect(await read(post(exactly, { "Content-Type": "application/json" }))).toMatchObject({
      value: { f: expect.any(String) },
    });
  });
});

describe("jsonRoute", () => {
  it("answers what the handler returns or throws as a Response, and anything else as a logged JSON 500", async () => {
    const logged: unknown[] = [];
    const context = { logError: (error: unknown) => logged.push(error) };
    const ok = new Response("ok");
    expect(await jsonRoute(async () => ok)({ context })).toBe(ok);
    const refused = new Response("no", { status: 401 });
    expect(
      await jsonRoute(async () => {
        throw refused;
      })({ context }),
    ).toBe(refused);
    expect(logged).toEqual([]);

    const failure = new Error("database gone");
    const answer = await jsonRoute(async () => {
      throw failure;
    })({ context });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: "Internal Server Error" });
    expect(logged).toEqual([failure]);
  });
});

describe("requireApiUser", () => {
  const user = {
    id: "u1",
    name: "Ada",
    email: "ada@example.com",
    image: null,
    emailVerified: true,
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  it("is the signed-in user, a JSON 401 when there is none, and a JSON 503 when the session cannot be read", async () => {
    expect(await requireApiUser({ session: async () => ({ readable: true, user, team: null }) })).toEqual(
      user,
    );
    const thrown = async (session: () => Promise<unknown>) => {
      try {
        await requireApiUser({ session: session as never });
      } catch (answer) {
        const response = answer as Response;
        return { status: response.status, body: await response.json() };
      }
      throw new Error("not thrown");
    };
    expect(await thrown(async () => ({ readable: true, user: null }))).toEqual({
      status: 401,
      body: { error: "Not signed in" },
    });
    expect(await thrown(async () => ({ readable: false }))).toEqual({
      status: 503,
      body: { error: "Service Unavailable" },
    });
  });
});
