import { describe, expect, it } from "vitest";

import { isHardBounce } from "./bounce";

const smtpError = (responseCode: number, command: string) =>
  Object.assign(new Error(`${responseCode}`), { responseCode, command });

describe("isHardBounce", () => {
  it("is a 5xx answer to the recipient or to the message", () => {
    expect(isHardBounce(smtpError(550, "RCPT TO"))).toBe(true);
    expect(isHardBounce(smtpError(554, "DATA"))).toBe(true);
  });

  it("is not a 4xx, a 5xx to our sender or our login, or an error without a code", () => {
    expect(isHardBounce(smtpError(450, "RCPT TO"))).toBe(false);
    expect(isHardBounce(smtpError(451, "DATA"))).toBe(false);
    expect(isHardBounce(smtpError(550, "MAIL FROM"))).toBe(false);
    expect(isHardBounce(smtpError(535, "AUTH PLAIN"))).toBe(false);
    expect(isHardBounce(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(isHardBounce("550")).toBe(false);
    expect(isHardBounce(null)).toBe(false);
  });
});
