import { describe, expect, it } from "vitest";

import { type Credentials, newCredentials, postAuth, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

/*
 * Each account's own render of /dashboard, /adaptiq-demo and /dashboard/settings is kept for a few seconds
 * (server/page-cache.ts, decision 035). Through the real server: an account only ever gets its own,
 * a change it makes shows on its very next page, and a signed-out cookie gets no kept page.
 */
describe.each(databaseKinds())("pages kept per account on $label", (kind) => {
  const ctx = useTestServer(kind);

  const get = async (path: string, cookie?: string) => {
    const response = await fetch(`${ctx.server.url}${path}`, {
      headers: cookie ? { Cookie: cookie } : {},
      redirect: "manual",
    });
    return { response, html: await response.text(), cache: response.headers.get("x-page-cache") };
  };
  /** A form posted as a browser posts it, its answer read to the end. */
  const form = async (path: string, cookie: string, fields: [string, string][]) => {
    const response = await fetch(`${ctx.server.url}${path}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ctx.server.url },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    await response.arrayBuffer();
    return response;
  };
  /** Whether the dashboard's tile of this sport is checked. */
  const picked = (html: string, sport: string) =>
    /\bchecked\b/.test(new RegExp(`<input[^>]*value="${sport}"[^>]*>`).exec(html)?.[0] ?? "");
  const signUp = async (tag: string): Promise<Credentials & { cookie: string }> => {
    const credentials = newCredentials(tag);
    return { ...credentials, cookie: await signUpUser(ctx.server, credentials) };
  };

  it("serves two accounts each their own kept page, privately, and never to anonymous", async () => {
    const [ada, bob] = [await signUp("kept-a"), await signUp("kept-b")];
    for (const path of ["/dashboard", "/adaptiq-demo", "/dashboard/settings"]) {
      for (const [who, other] of [
        [ada, bob],
        [bob, ada],
      ] as const) {
        await get(path, who.cookie);
        const again = await get(path, who.cookie);
        expect(again.cache, path).toBe("hit");
        expect(again.response.headers.get("cache-control")).toBe("private, no-store");
        expect(again.html).toContain(`Account menu for ${who.name}`);
        expect(again.html).not.toContain(other.email);
        expect(again.html).not.toContain(other.name);
      }
      const anonymous = await get(path);
      expect(anonymous.response.status).toBe(302);
      expect(anonymous.response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    }
  });

  it("shows a saved preference, a new name and a sign-in elsewhere on the next page, and nothing once signed out", async () => {
    const ada = await signUp("kept-c");
    expect(picked((await get("/dashboard", ada.cookie)).html, "tennis")).toBe(false);
    expect((await get("/dashboard", ada.cookie)).cache).toBe("hit");

    const saved = await form("/dashboard", ada.cookie, [
      ["intent", "preferences"],
      ["sports", "tennis"],
    ]);
    expect(saved.status).toBe(200);
    const after = await get("/dashboard", ada.cookie);
    expect(after.cache).toBe("miss");
    expect(picked(after.html, "tennis")).toBe(true);
    expect(picked(after.html, "hiking")).toBe(false);

    // The JSON API is a write of theirs as well.
    const viaApi = await fetch(`${ctx.server.url}/api/me/preferences`, {
      method: "PUT",
      headers: { Cookie: ada.cookie, Origin: ctx.server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ sports: ["hiking"] }),
    });
    expect(viaApi.status).toBe(200);
    const next = await get("/dashboard", ada.cookie);
    expect([picked(next.html, "tennis"), picked(next.html, "hiking")]).toEqual([false, true]);

    const renamed = await form("/dashboard/settings", ada.cookie, [
      ["intent", "display-name"],
      ["displayName", "Ada Renamed"],
    ]);
    expect(renamed.status).toBeLessThan(400);
    expect((await get("/dashboard", ada.cookie)).html).toContain("Account menu for Ada Renamed");

    // A sign-in on another device is a new row of the settings page's devices at once.
    const devices = (html: string) => html.match(/Last active/g)?.length ?? 0;
    await get("/dashboard/settings", ada.cookie);
    const before = await get("/dashboard/settings", ada.cookie);
    expect(before.cache).toBe("hit");
    const elsewhere = await postAuth(ctx.server, "/sign-in/email", {
      email: ada.email,
      password: ada.password,
    });
    expect(elsewhere.status).toBe(200);
    const after2 = await get("/dashboard/settings", ada.cookie);
    expect(after2.cache).toBe("miss");
    expect([devices(before.html), devices(after2.html)]).toEqual([1, 2]);

    expect((await postAuth(ctx.server, "/sign-out", {}, ada.cookie)).status).toBe(200);
    const signedOut = await get("/dashboard", ada.cookie);
    expect(signedOut.response.status).toBe(302);
    expect(signedOut.cache).toBeNull();
  });
});
