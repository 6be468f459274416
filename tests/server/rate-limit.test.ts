import { describe, expect, it } from "vitest";

import { newCredentials, postAuth, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

// The wiring on one database kind; rate-limits.test.ts covers each limit and rate-limit-shared.test.ts
// shows the counts are shared by instances.
const [pglite] = databaseKinds();

describe("rate limits", () => {
  describe("on (the default)", () => {
    const ctx = useTestServer(pglite!, { RATE_LIMIT: "on" });

    it("answer 429 with Retry-After once sign-in attempts from one address exceed Better Auth's limit", async () => {
      const credentials = newCredentials("limited");
      await signUpUser(ctx.server, credentials);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 6; i++) {
        const response = await postAuth(ctx.server, "/sign-in/email", {
          email: credentials.email,
          password: "wrong-password",
        });
        statuses.push(response.status);
        if (response.status === 429)
          retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses).toContain(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    });
  });

  describe("on, for a client that claims other addresses", () => {
    // A server of its own, so no earlier attempt counts: only ignoring the headers can yield a 429.
    const ctx = useTestServer(pglite!, { RATE_LIMIT: "on" });

    it("ignore a client's own X-Forwarded-For: the address is the socket's", async () => {
      const credentials = newCredentials("spoof");
      await signUpUser(ctx.server, credentials);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${ctx.server.url}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: ctx.server.url,
            "X-Forwarded-For": `10.0.0.${i}`,
            "X-Modura-Client-Ip": `10.0.1.${i}`,
          },
          body: JSON.stringify({ email: credentials.email, password: "wrong-password" }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toContain(429);
    });
  });

  describe("off", () => {
    const ctx = useTestServer(pglite!, { RATE_LIMIT: "off" });

    it("let many attempts through", async () => {
      const credentials = newCredentials("unlimited");
      await signUpUser(ctx.server, credentials);
      for (let i = 0; i < 8; i++) {
        const response = await postAuth(ctx.server, "/sign-in/email", {
          email: credentials.email,
          password: "wrong-password",
        });
        expect(response.status).toBe(401);
      }
    });
  });
});
