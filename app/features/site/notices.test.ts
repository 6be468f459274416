import { describe, expect, it } from "vitest";

import { AUTH_TOASTS } from "~/features/auth/messages";

import { noticeFrom } from "./notices";

describe("notices", () => {
  it("reads only the notices it knows", () => {
    expect(noticeFrom(new URLSearchParams("notice=signed-out"))).toEqual(AUTH_TOASTS.signOutSuccess);
    expect(noticeFrom(new URLSearchParams("notice=constructor"))).toBeUndefined();
    expect(noticeFrom(new URLSearchParams("notice=<b>hi</b>"))).toBeUndefined();
    expect(noticeFrom(new URLSearchParams(""))).toBeUndefined();
  });
});
