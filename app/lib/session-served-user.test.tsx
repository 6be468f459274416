import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useRevalidator } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { SIGNED_IN_USER_SCRIPT_ID } from "./account-items";
import type * as Session from "./session";
import type { SessionUser } from "./auth-client";

// The user a page was served for is read once per page load (module state), as a browser loads
// this module once per document: each test loads it afresh, since the dom project shares one
// module graph between files (session.test.tsx loads it too).
let useOptionalUser: typeof Session.useOptionalUser;
beforeEach(async () => {
  vi.resetModules();
  ({ useOptionalUser } = await import("./session"));
});

const GRACE = { id: "u2", name: "Grace", email: "grace@example.com" } as SessionUser;

function Probe() {
  const revalidator = useRevalidator();
  return (
    <>
      <p>{useOptionalUser()?.name ?? "anonymous"}</p>
      <button type="button" onClick={() => void revalidator.revalidate()}>
        again
      </button>
    </>
  );
}

afterEach(() => document.getElementById(SIGNED_IN_USER_SCRIPT_ID)?.remove());

it("takes the user the page's HTML names while the root data is the page's own, then the root loader's", async () => {
  // A kept anonymous page with Grace's account items: its loader data says nobody.
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = SIGNED_IN_USER_SCRIPT_ID;
  script.textContent = JSON.stringify(GRACE);
  document.body.append(script);
  let loads = 0;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ user: ++loads === 1 ? null : { ...GRACE, name: "Grace H." }, googleEnabled: false }),
      children: [{ index: true, Component: Probe }],
    },
  ]);
  render(<Stub />);
  expect(await screen.findByText("Grace")).toBeTruthy();
  // The root loader ran again: its own answer now says who.
  fireEvent.click(screen.getByRole("button", { name: "again" }));
  expect(await screen.findByText("Grace H.")).toBeTruthy();
});
