import { describe, expect, it } from "vitest";

import { parseForm } from "~/lib/conform-forms";

import {
  BACKUP_CODE_MESSAGE,
  CODE_MESSAGE,
  authenticatorCodeSchema,
  backupCodeSchema,
  codeRefusal,
  normalisedBackupCode,
  secretOfUri,
} from "./second-factor";

const form = (code: string) => {
  const data = new FormData();
  data.set("code", code);
  return data;
};

describe("the second factor's forms", () => {
  it("take six digits, with the spaces people type between groups", () => {
    const ok = parseForm(form(" 123 456 "), authenticatorCodeSchema);
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.code).toBe("123456");
    for (const bad of ["12345", "1234567", "abcdef", ""]) {
      const refused = parseForm(form(bad), authenticatorCodeSchema);
      expect(refused.status, bad).toBe("error");
      expect(refused.reply().error?.code).toEqual([CODE_MESSAGE]);
    }
  });

  it("take a backup code with or without its dash", () => {
    expect(parseForm(form("AbCdE-12345"), backupCodeSchema).status).toBe("success");
    expect(parseForm(form("abcde12345"), backupCodeSchema).status).toBe("success");
    expect(parseForm(form("abc"), backupCodeSchema).reply().error?.code).toEqual([BACKUP_CODE_MESSAGE]);
    expect(normalisedBackupCode("abcde12345")).toBe("abcde-12345");
    expect(normalisedBackupCode("abcde-12345")).toBe("abcde-12345");
  });

  it("say what went wrong for each of Better Auth's refusals", () => {
    expect(codeRefusal("INVALID_CODE").title).toBe("That code did not work");
    expect(codeRefusal("INVALID_TWO_FACTOR_COOKIE").title).toBe("Your sign-in has expired");
    expect(codeRefusal("ACCOUNT_TEMPORARILY_LOCKED").title).toBe("Too many wrong codes");
    expect(codeRefusal(undefined).title).toBe("Something went wrong");
  });

  it("shows the secret of an otpauth URI in groups of four", () => {
    expect(secretOfUri("otpauth://totp/Modura:a%40b.c?secret=ABCDEFGHIJKLMNOP&issuer=Modura")).toBe(
      "ABCD EFGH IJKL MNOP",
    );
    expect(secretOfUri("not a uri")).toBeNull();
  });
});
