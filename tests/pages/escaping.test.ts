import { describe, expect, test } from "vitest";

import { signedInVisitor, site, visitor } from "../support/pages-site";

const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

describe("text people typed is shown as text", () => {
  /*
   * The app's own forms refuse such a name (app/lib/validation/plain-text.ts); Better Auth's
   * update-user endpoint takes it as given, so the pages must still show it as text. The same name
   * after hydration: tests/e2e/escaping.spec.ts.
   */
  test("a name with HTML is stored verbatim and rendered escaped in the server's HTML", async () => {
    const { visitor: signedIn } = signedInVisitor();
    const renamed = await signedIn.request("/api/auth/update-user", {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(site().siteUrl).origin },
      body: JSON.stringify({ name: HOSTILE_NAME }),
    });
    expect(renamed.status, await renamed.text()).toBe(200);

    const dashboard = await signedIn.open("/dashboard");
    expect(dashboard.status).toBe(200);
    // The name only ever as escaped text...
    expect(dashboard.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(dashboard.html).not.toContain(HOSTILE_NAME);
    // ...which the parser reads back as the name, verbatim, and no such element.
    expect(dashboard.text("main h1")).toBe(`Welcome back, ${HOSTILE_NAME}!`);
    const menuButton = dashboard.$('nav[aria-label="Main"] button[aria-label^="Account menu for "]');
    expect(menuButton).toHaveLength(1);
    expect(menuButton.attr("aria-label")).toBe(`Account menu for ${HOSTILE_NAME}`);
    expect(dashboard.$('img[src="x"]')).toHaveLength(0);
  });
});

describe("the waitlist honeypot without JavaScript", () => {
  test("a filled one gets the success answer before any check or storage", async () => {
    // An invalid email, which a person would be told about: the bot is told all went well.
    const answer = await visitor().post("/?index", {
      fullName: "Spam Bot",
      email: "not-an-email",
      primaryActivity: "gym",
      website: "http://spam.example",
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain("Waitlist Joined!");
  });
});
