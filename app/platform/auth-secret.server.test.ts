// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { GENERATED_SECRET_FILE, resolveAuthSecret } from "./auth-secret.server";

describe("resolveAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when set, writing nothing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    const warnings: string[] = [];
    expect(resolveAuthSecret("configured-secret", dir, (m) => warnings.push(m))).toBe("configured-secret");
    expect(fs.existsSync(path.join(dir, GENERATED_SECRET_FILE))).toBe(false);
    expect(warnings).toEqual([]);
  });

  it("otherwise generates one secret once, mode 0600, and warns each start", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "secret-")), "nested");
    const warnings: string[] = [];
    const first = resolveAuthSecret(undefined, dir, (m) => warnings.push(m));
    const second = resolveAuthSecret(undefined, dir, (m) => warnings.push(m));
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(fs.statSync(path.join(dir, GENERATED_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("BETTER_AUTH_SECRET is not set");
  });
});
