import { describe, expect, it } from "vitest";

import { EMPTY_WAITLIST_VALUES, errorsAfterChange } from "./form-state";
import { WAITLIST_MESSAGES } from "./schema";

describe("errorsAfterChange", () => {
  it("shows nothing while typing before the first submit", () => {
    expect(errorsAfterChange({ ...EMPTY_WAITLIST_VALUES, fullName: "A" }, false)).toEqual({});
  });

  it("re-validates on every change after a submit", () => {
    const values = { fullName: "A", email: "ada@example.com", primaryActivity: "trail" };
    expect(errorsAfterChange(values, true)).toEqual({ fullName: WAITLIST_MESSAGES.fullName });
    expect(errorsAfterChange({ ...values, fullName: "Ad" }, true)).toEqual({});
  });
});
