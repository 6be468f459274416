import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { SessionUser } from "./auth-client";
import { useGoogleEnabled, useOptionalUser } from "./session";

const ADA = { id: "u1", name: "Ada", email: "ada@example.com" } as SessionUser;

function Probe() {
  const user = useOptionalUser();
  return <p>{`${user?.name ?? "anonymous"}, google ${useGoogleEnabled() ? "on" : "off"}`}</p>;
}

function renderUnder(root: { loader?: () => unknown }) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      ...root,
      children: [{ index: true, Component: Probe }],
    },
  ]);
  render(<Stub />);
}

describe("useOptionalUser and useGoogleEnabled", () => {
  it("read the root loader's user and Google switch", async () => {
    renderUnder({ loader: () => ({ user: ADA, googleEnabled: true }) });
    expect(await screen.findByText("Ada, google on")).toBeTruthy();
  });

  it("give an anonymous visitor and no Google where the root loader has no data", async () => {
    renderUnder({});
    expect(await screen.findByText("anonymous, google off")).toBeTruthy();
  });
});
