import type { Page } from "@playwright/test";

import { E2E_BASE_URL } from "../../dev/harness/chromium";
import { expect, expectNoAxeViolations, test } from "../support/playwright-fixtures";
import { settleTransitions } from "../support/browser-routes";
import { enrolledPoolTeamAdmin } from "../support/browser-team";

/*
 * Passkeys for the team (decision 040), in Chromium's virtual authenticator (a platform
 * authenticator that holds resident keys and verifies its user): enrolled from the launch room, a
 * passkey then signs the member in from /auth on its own, straight into the launch room, with no
 * code asked. What needs no browser (who may enrol, the audit rows) is in the server tests.
 */

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
}

test("a team member adds a passkey in the launch room, signs in with it alone, and removes it", async ({
  page,
}) => {
  await enrolledPoolTeamAdmin(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // The name is typed the moment the field is painted, before the page's scripts have run: it is
  // still there once they have, and it is the name the passkey gets.
  await page.goto("/team/passkeys");
  await expect(page.getByText("None yet.")).toBeVisible();
  await page.getByLabel("Name").fill("Work laptop");
  await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
  await expect(page.getByLabel("Name")).toHaveValue("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  const yours = page.getByRole("list", { name: "Your passkeys" });
  await expect(yours.getByText("Work laptop")).toBeVisible();
  await settleTransitions(page);
  await expectNoAxeViolations(page, "the passkeys page with one passkey");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Signed out: the passkey alone opens the launch room, no password and no code asked.
  await page.context().clearCookies();
  await hydrated(page, "/auth?redirectTo=%2Fteam");
  const passkeyButton = page.getByRole("button", { name: "Team member? Sign in with a passkey" });
  // An authenticator that cannot check its user now (no PIN, no biometric) signs nobody in: the
  // browser refuses it before the server sees it, and the page says so.
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
  await passkeyButton.click();
  await expect(page.getByRole("alert")).toHaveText(/The passkey was not used/);
  await expect(page).toHaveURL(/\/auth/);
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });
  await passkeyButton.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/team`);
  await expect(page.getByText("Launch room · admin")).toBeVisible();

  await hydrated(page, "/team/audit");
  await expect(page.getByText("passkey enrolled").first()).toBeVisible();

  await hydrated(page, "/team/passkeys");
  await page.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(page.getByText("None yet.")).toBeVisible();
  await hydrated(page, "/team/audit");
  await expect(page.getByText("passkey removed").first()).toBeVisible();
});
