// @vitest-environment node
import { describe, expect, it } from "vitest";

import { withRetryAfter } from "./auth-routes";

describe("withRetryAfter", () => {
  it("names Better Auth's X-Retry-After wait Retry-After, keeping status, body and headers", async () => {
    const limited = new Response('{"message":"Too many requests"}', {
      status: 429,
      headers: { "X-Retry-After": "42", "Content-Type": "application/json" },
    });
    const answer = withRetryAfter(limited);
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("42");
    expect(answer.headers.get("X-Retry-After")).toBe("42");
    expect(answer.headers.get("Content-Type")).toBe("application/json");
    expect(await answer.text()).toBe('{"message":"Too many requests"}');
  });

  it("leaves an answer without a wait, or with its own Retry-After, as it is", () => {
    const plain = new Response("ok");
    expect(withRetryAfter(plain)).toBe(plain);
    const own = new Response(null, { status: 429, headers: { "Retry-After": "5", "X-Retry-After": "9" } });
    expect(withRetryAfter(own).headers.get("Retry-After")).toBe("5");
  });
});
