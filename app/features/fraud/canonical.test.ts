import { describe, expect, it } from "vitest";

import { canonicalEmail } from "./canonical";

describe("canonicalEmail", () => {
  it("lower-cases the whole address", () => {
    expect(canonicalEmail(" Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
  });

  it("drops Gmail's dots and +tag, and reads googlemail.com as gmail.com", () => {
    expect(canonicalEmail("A.d.a+waitlist@gmail.com")).toBe("ada@gmail.com");
    expect(canonicalEmail("ada+x@GoogleMail.com")).toBe("ada@gmail.com");
    expect(canonicalEmail("a.da@googlemail.com")).toBe("ada@gmail.com");
  });

  it("drops a +tag elsewhere but keeps the dots, which other providers may treat as significant", () => {
    expect(canonicalEmail("ada.l+news@example.com")).toBe("ada.l@example.com");
    expect(canonicalEmail("ada.l@example.com")).not.toBe(canonicalEmail("adal@example.com"));
  });

  it("keeps a local part that is all tag, and text that is not an address, as they are", () => {
    expect(canonicalEmail("+x@example.com")).toBe("+x@example.com");
    expect(canonicalEmail("nobody")).toBe("nobody");
  });
});
