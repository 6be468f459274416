import { describe, expect, it } from "vitest";

import { AUTH_TOASTS } from "~/features/auth/messages";

import { noticeFrom, searchWithoutNotice, withNotice } from "./notices";

describe("notices", () => {
  it("adds the notice to a path, keeping its query and hash", () => {
    expect(withNotice("/", "signed-out")).toBe("/?notice=signed-out");
    expect(withNotice("/lab?tab=eco#top", "signed-in")).toBe("/lab?tab=eco&notice=signed-in#top");
  });

  it("reads only the notices it knows", () => {
    expect(noticeFrom(new URLSearchParams("notice=signed-out"))).toEqual(AUTH_TOASTS.signOutSuccess);
    expect(noticeFrom(new URLSearchParams("notice=constructor"))).toBeUndefined();
    expect(noticeFrom(new URLSearchParams("notice=<b>hi</b>"))).toBeUndefined();
    expect(noticeFrom(new URLSearchParams(""))).toBeUndefined();
  });

  it("takes the notice out of a query", () => {
    expect(searchWithoutNotice(new URLSearchParams("tab=eco&notice=signed-in"))).toBe("?tab=eco");
    expect(searchWithoutNotice(new URLSearchParams("notice=signed-in"))).toBe("");
  });
});
