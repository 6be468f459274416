import { availableParallelism } from "node:os";

import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { describe, expect, test } from "vitest";

import {
  hashPassword,
  hashWithLegacyScrypt,
  hashesWaiting,
  needsRehash,
  verifyPassword,
} from "./password-hash.server";

// Made on 2026-11-28 by this module as it was before Argon2id (Better Auth 1.7.7's scrypt, our
// copy of it) for "correct-horse-battery": what the accounts table holds must keep verifying.
const SCRYPT_FIXTURE =
  "42a90aaaf86ada0bd4d3562a8948ad46:210dc90a9343d26dde0f206a9a7f2d46895aed75ffa2c4ddd8395177f29295a9df6a64b21a914bbd7d14d5df52f989c8a0f40539c863d77a76182c77cd610d84";

describe("password hashing", () => {
  test("makes Argon2id hashes with m = 19 MiB, t = 2, p = 1 in the PHC format, which verify", async () => {
    const hash = await hashPassword("correct-horse-battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword({ hash, password: "correct-horse-battery" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct-horse-batterz" })).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(await hashPassword("correct-horse-battery")).not.toBe(hash);
  });

  test("normalises to NFKC, as Better Auth did: the decomposed spelling is the same password", async () => {
    const hash = await hashPassword("Ünïcode pässword");
    expect(await verifyPassword({ hash, password: "Ünïcode pässword".normalize("NFD") })).toBe(true);
  });

  test("verifies the scrypt hashes made before, and refuses a wrong password against them", async () => {
    expect(await verifyPassword({ hash: SCRYPT_FIXTURE, password: "correct-horse-battery" })).toBe(true);
    expect(await verifyPassword({ hash: SCRYPT_FIXTURE, password: "correct-horse-batterz" })).toBe(false);
    expect(needsRehash(SCRYPT_FIXTURE)).toBe(true);
  });

  test("the legacy scrypt is Better Auth's own: its hashes and ours verify alike", async () => {
    const theirs = await betterAuthHash("Ünïcode pässword");
    expect(await verifyPassword({ hash: theirs, password: "Ünïcode pässword".normalize("NFD") })).toBe(true);
    const ours = await hashWithLegacyScrypt("Ünïcode pässword");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: "Ünïcode pässword" })).toBe(true);
  });

  test("an Argon2id hash with other parameters verifies, and asks to be rehashed", async () => {
    const { hash } = await import("@node-rs/argon2");
    const older = await hash("correct-horse-battery", { memoryCost: 8192, timeCost: 3, parallelism: 1 });
    expect(await verifyPassword({ hash: older, password: "correct-horse-battery" })).toBe(true);
    expect(needsRehash(older)).toBe(true);
  });

  test("runs at most one fewer than the cores at once (at least one); the rest wait", async () => {
    const slots = Math.max(1, availableParallelism() - 1);
    const all = Promise.all(Array.from({ length: slots + 2 }, () => hashPassword("queued")));
    await new Promise((resolve) => setImmediate(resolve));
    expect(hashesWaiting()).toBe(2);
    await all;
    expect(hashesWaiting()).toBe(0);
  });

  test.each([
    ["empty", ""],
    ["no colon", "no-colon"],
    ["a key that is not hex", "abcd:zz"],
    ["a short key", "abcd:0123"],
    ["three parts", `a:b:${"0".repeat(128)}`],
    ["an Argon2 prefix and nothing else", "$argon2id$"],
    ["a truncated Argon2id hash", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ"],
    ["an unknown scheme", "$2b$10$abcdefghijklmnopqrstuv"],
  ])("a malformed stored hash (%s) is no match, and no error", async (_label, hash) => {
    expect(await verifyPassword({ hash, password: "x" })).toBe(false);
  });
});
