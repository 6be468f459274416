import { describe, expect, it } from "vitest";

import { newCredentials, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

describe.each(databaseKinds())("wishlist on $label", (kind) => {
  const ctx = useTestServer(kind);

  const call = (method: string, path: string, cookie?: string) =>
    fetch(`${ctx.server.url}/api/me/wishlist${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });
  const shoes = async (response: Response) => ((await response.json()) as { shoes: string[] }).shoes;

  it("keeps each signed-in user's wishes, once each, in the gallery's order", async () => {
    const alice = await signUpUser(ctx.server, newCredentials("wish-a"));
    const bob = await signUpUser(ctx.server, newCredentials("wish-b"));
    expect(await shoes(await call("GET", "", alice))).toEqual([]);

    expect(await shoes(await call("PUT", "/quantum-luxe", alice))).toEqual(["quantum-luxe"]);
    expect(await shoes(await call("PUT", "/aurora-elite", alice))).toEqual(["aurora-elite", "quantum-luxe"]);
    expect(await shoes(await call("PUT", "/aurora-elite", alice))).toEqual(["aurora-elite", "quantum-luxe"]);
    expect(await shoes(await call("GET", "", bob))).toEqual([]);

    expect(await shoes(await call("DELETE", "/aurora-elite", alice))).toEqual(["quantum-luxe"]);
    expect(await shoes(await call("DELETE", "/aurora-elite", alice))).toEqual(["quantum-luxe"]);
    expect(await shoes(await call("GET", "", alice))).toEqual(["quantum-luxe"]);
  });

  it("answers 401 to an anonymous visitor and 404 for an unknown shoe", async () => {
    expect((await call("GET", "")).status).toBe(401);
    expect((await call("PUT", "/aurora-elite")).status).toBe(401);
    const cookie = await signUpUser(ctx.server, newCredentials("wish-c"));
    const unknown = await call("PUT", "/glass-slipper", cookie);
    expect(unknown.status).toBe(404);
    expect(await shoes(await call("GET", "", cookie))).toEqual([]);
  });
});
