import { availableParallelism } from "node:os";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import pLimit from "p-limit";

/**
 * Password hashes for Better Auth's `emailAndPassword.password` (decision 033).
 *
 * New hashes are Argon2id at OWASP's first recommendation (m = 19 MiB, t = 2, p = 1), in the PHC
 * string format, which carries its parameters, so a later change of them still verifies what is
 * stored. @node-rs/argon2's default algorithm and version are Argon2id and 0x13; the memory, time
 * and lanes are written out because they are the policy (`needsRehash` compares against them).
 *
 * Hashes made before are Better Auth 1.7.7's scrypt (@better-auth/utils/password): `salt:key` hex,
 * N=16384, r=16, p=1, a 64-byte key, the 16-byte salt used as its hex text. They keep verifying
 * here, byte for byte as Better Auth did, until the sign-in that replaces them (decision 033).
 *
 * Both normalise the password to NFKC first, as Better Auth did: a password typed on another
 * keyboard as decomposed characters is the same password, before and after the move to Argon2id.
 *
 * Both run on libuv's thread pool, never on the event loop, and both wait here for a slot: at most
 * one fewer than the cores run at once (at least one), since memory-hard hashes beyond that finish
 * no sooner and take the core pages need (decisions 026 and 028).
 */
const ARGON2ID = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 } as const;
const SCRYPT_KEY_BYTES = 64;
const SCRYPT_HASH = /^([^:]+):([0-9a-f]{128})$/;

const slots = pLimit(Math.max(1, availableParallelism() - 1));

/** Hashes and verifications waiting for a slot now, not those running: a gauge /metrics reads. */
export function hashesWaiting(): number {
  return slots.pendingCount;
}

export async function hashPassword(password: string): Promise<string> {
  return slots(() => argon2Hash(password.normalize("NFKC"), ARGON2ID));
}

/** False for a wrong password, and for a stored string that is no hash we know (never a throw). */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const normalized = password.normalize("NFKC");
  if (hash.startsWith("$argon2")) {
    return slots(() => argon2Verify(hash, normalized)).catch(() => false);
  }
  const scryptHash = SCRYPT_HASH.exec(hash);
  if (!scryptHash) return false;
  const [, salt = "", key = ""] = scryptHash;
  const derived = await scryptKey(normalized, salt);
  return timingSafeEqual(derived, Buffer.from(key, "hex"));
}

/** Whether a stored hash is anything but an Argon2id hash with today's parameters. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith(CURRENT_PREFIX);
}

/**
 * A hash as Better Auth 1.7.7 made it, before decision 033: the app never makes one; tests and the
 * benchmark do, to stand for what the accounts table still holds.
 */
export async function hashWithLegacyScrypt(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await scryptKey(password.normalize("NFKC"), salt);
  return `${salt}:${key.toString("hex")}`;
}

function scryptKey(normalizedPassword: string, salt: string): Promise<Buffer> {
  return slots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(normalizedPassword, salt, SCRYPT_KEY_BYTES, SCRYPT, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}
