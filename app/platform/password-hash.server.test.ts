import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, test } from "vitest";

import { hashPassword, verifyPassword } from "./password-hash.server";

// A hash made by Better Auth 1.7.7's own code (better-auth/crypto, before this module existed) for
// "correct-horse-battery": what the accounts table holds today must keep verifying.
const STORED = await betterAuthHash("correct-horse-battery");

describe("password hashing", () => {
  test("verifies a hash made by Better Auth's own code, and refuses a wrong password", async () => {
    expect(await verifyPassword({ hash: STORED, password: "correct-horse-battery" })).toBe(true);
    expect(await verifyPassword({ hash: STORED, password: "correct-horse-batterz" })).toBe(false);
  });

  test("makes hashes Better Auth's own code verifies, in its salt:key format", async () => {
    const hash = await hashPassword("Ünïcode pässword");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash, password: "Ünïcode pässword" })).toBe(true);
    // NFKC, as Better Auth: the decomposed spelling is the same password.
    expect(await verifyPassword({ hash, password: "Ünïcode pässword".normalize("NFD") })).toBe(true);
  });

  test("a malformed hash is an error, not a match", async () => {
    await expect(verifyPassword({ hash: "no-colon", password: "x" })).rejects.toThrow(
      "Invalid password hash",
    );
    await expect(verifyPassword({ hash: "abcd:zz", password: "x" })).rejects.toThrow("Invalid password hash");
  });
});
