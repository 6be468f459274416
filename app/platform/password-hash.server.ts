import { availableParallelism } from "node:os";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

import pLimit from "p-limit";

/**
 * Better Auth's own password hash, kept exactly (the parameters and `salt:key` format of
 * @better-auth/utils/password in 1.7.7): scrypt N=16384, r=16, p=1, a 64-byte key, a 16-byte salt
 * used as its hex text, the password NFKC-normalised; every stored hash still verifies.
 *
 * What is ours is how many run at once. Better Auth already hashes on libuv's thread pool, but runs
 * as many as there are sign-ins, four threads on two cores: each hash is ~32 MiB of memory-hard
 * work, and four at once on two cores finish no sooner than two while taking the cores from
 * everything else. At most one fewer than the cores (at least one) hash at once, so pages keep a
 * core while sign-ins queue here (decision 028: with pages now served from the page cache, pages
 * while sign-ins ran went from 547 to 988 a second and their p99 from 191 to 131 ms; sign-ins
 * alone from 8 to 5 a second).
 */
const PARAMS = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 } as const;
const KEY_BYTES = 64;
const HEX = /^[0-9a-f]+$/;

const hashing = pLimit(Math.max(1, availableParallelism() - 1));

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, PARAMS, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key, ...rest] = hash.split(":");
  if (!salt || !key || rest.length > 0 || !HEX.test(key) || key.length !== KEY_BYTES * 2)
    throw new Error("Invalid password hash");
  const derived = await deriveKey(password, salt);
  return timingSafeEqual(derived, Buffer.from(key, "hex"));
}
