import { describe, expect, it } from "vitest";

import { avatarFallbackLetter, dashboardInitials, greetingName, isOwnImage } from "./avatar-rules";

describe("avatarFallbackLetter", () => {
  it("is the display name's first letter, upper case", () => {
    expect(avatarFallbackLetter({ name: "ada Lovelace", email: "x@example.com" })).toBe("A");
  });

  it("falls back to the email's first letter when there is no name", () => {
    expect(avatarFallbackLetter({ name: "", email: "grace@example.com" })).toBe("G");
    expect(avatarFallbackLetter({ name: "   ", email: "grace@example.com" })).toBe("G");
    expect(avatarFallbackLetter({ name: null, email: "grace@example.com" })).toBe("G");
  });

  it("is U when there is neither", () => {
    expect(avatarFallbackLetter({})).toBe("U");
  });

  it("keeps a letter outside the basic plane whole", () => {
    expect(avatarFallbackLetter({ name: "𝒜da" })).toBe("𝒜");
    expect(avatarFallbackLetter({ name: "émile" })).toBe("É");
  });
});

describe("dashboardInitials", () => {
  it("takes the first letters of the first two words of the name", () => {
    expect(dashboardInitials({ name: "Ada Lovelace", email: "a@example.com" })).toBe("AL");
    expect(dashboardInitials({ name: "ada king lovelace" })).toBe("AK");
    expect(dashboardInitials({ name: "  Grace   Hopper " })).toBe("GH");
    expect(dashboardInitials({ name: "Cher" })).toBe("C");
  });

  it("falls back to the email's first letter, then to U", () => {
    expect(dashboardInitials({ name: "", email: "linus@example.com" })).toBe("L");
    expect(dashboardInitials({ name: " ", email: "" })).toBe("U");
    expect(dashboardInitials({})).toBe("U");
  });
});

describe("greetingName", () => {
  it("is the display name, or User", () => {
    expect(greetingName({ name: "Ada Lovelace" })).toBe("Ada Lovelace");
    expect(greetingName({ name: "  Ada  " })).toBe("Ada");
    expect(greetingName({ name: "" })).toBe("User");
    expect(greetingName({ name: null, email: "a@example.com" })).toBe("User");
  });
});

describe("isOwnImage", () => {
  it("accepts a path on this site", () => {
    expect(isOwnImage("/avatars/ada.png")).toBe(true);
  });

  it("rejects other hosts, protocol-relative and backslash tricks, and nothing", () => {
    expect(isOwnImage("https://lh3.googleusercontent.com/a/photo.jpg")).toBe(false);
    expect(isOwnImage("//evil.example/a.png")).toBe(false);
    expect(isOwnImage("/\\evil.example/a.png")).toBe(false);
    expect(isOwnImage("data:image/png;base64,AAAA")).toBe(false);
    expect(isOwnImage("avatar.png")).toBe(false);
    expect(isOwnImage("")).toBe(false);
    expect(isOwnImage(null)).toBe(false);
    expect(isOwnImage(undefined)).toBe(false);
  });
});
