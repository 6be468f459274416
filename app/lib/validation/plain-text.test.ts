import { describe, expect, it } from "vitest";

import { isPlainText } from "./plain-text";

describe("isPlainText", () => {
  it.each([
    "Ada Lovelace",
    "<img src=x onerror=alert(1)>",
    "Robert'); drop table users;--",
    "Zoë 🏃‍♀️ 名前",
    "سارة أحمد",
    "שרה כהן",
  ])("accepts %j", (value) => {
    expect(isPlainText(value)).toBe(true);
  });

  it.each([
    "nul\u0000inside",
    "bell\u0007",
    "tab\there",
    "line\nbreak",
    "del\u007f",
    "c1\u0085",
    "a\uD800b",
    "\uDFFF",
    "x\uDBFF",
    "\u202Eevil",
    "gnp\u202E.exe",
    "a\u2066b\u2069",
    "\u200Fmark",
    "\u061Calm",
  ])("refuses %j", (value) => {
    expect(isPlainText(value)).toBe(false);
  });
});
