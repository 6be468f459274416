// @vitest-environment node
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";

import type { SessionUser } from "./auth.server";
import { getOptionalUser, readSessionOnce, requireUser } from "./guards.server";

const ADA = { id: "u1", name: "Ada", email: "ada@example.com" } as SessionUser;
const request = new Request("http://site.test/dashboard/settings?x=1");

/** A session read counting how often the store is asked, failing as a database that is down. */
function store(answer: () => Promise<SessionUser | null>) {
  let reads = 0;
  const logged: unknown[] = [];
  const session = readSessionOnce(
    () => {
      reads += 1;
      return answer().then((user) => (user ? { user, team: null } : null));
    },
    (error) => logged.push(error),
  );
  return { context: { session }, reads: () => reads, logged };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected a throw"),
    (error: unknown) => error,
  );
}

describe("getOptionalUser and requireUser", () => {
  it("give the signed-in user, reading the session once for the whole request", async () => {
    const { context, reads } = store(async () => ADA);
    expect(await getOptionalUser(context)).toBe(ADA);
    expect(await requireUser(context, request)).toBe(ADA);
    expect(reads()).toBe(1);
  });

  it("give null to an anonymous visitor, and send them to sign in, coming back afterwards", async () => {
    const { context } = store(async () => null);
    expect(await getOptionalUser(context)).toBeNull();
    const redirect = (await thrown(requireUser(context, request))) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/dashboard/settings?x=1")}`,
    );
  });

  it("throw a 503 Response, never null, when the session cannot be read, and log the cause once", async () => {
    const down = new Error("connect ECONNREFUSED");
    const { context, logged, reads } = store(async () => Promise.reject(down));
    const first = await thrown(getOptionalUser(context));
    const second = await thrown(requireUser(context, request));
    for (const answer of [first, second]) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(503);
      expect(isRouteErrorResponse(answer)).toBe(false);
    }
    // Two Responses: a loader and its parent may both throw one, and each body is read once.
    expect(first).not.toBe(second);
    expect(logged).toEqual([down]);
    expect(reads()).toBe(1);
  });
});
