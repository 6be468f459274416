import { describe, expect, it } from "vitest";

import { type CsvValue, neutraliseFormula, parseCsv, toCsv } from "./csv";

/** The file toCsv writes for one value under a one-column header. */
const oneField = (value: CsvValue) => toCsv(["h"], [[value]]);

describe("a field", () => {
  it.each([
    ["plain", "plain"],
    ["Ada Lovelace", "Ada Lovelace"],
    ["Lovelace, Ada", '"Lovelace, Ada"'],
    ['Ada "the Countess"', '"Ada ""the Countess"""'],
    ["two\nlines", '"two\nlines"'],
    ["two\r\nlines", '"two\r\nlines"'],
    ["", ""],
  ])("writes %j as %j", (value, expected) => {
    expect(oneField(value)).toBe(`h\r\n${expected}\r\n`);
  });

  it("writes numbers as they are and null as an empty field", () => {
    expect(oneField(3)).toBe("h\r\n3\r\n");
    expect(oneField(0)).toBe("h\r\n0\r\n");
    expect(oneField(null)).toBe("h\r\n\r\n");
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ["+1-555-0100", "'+1-555-0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
    ["  =1+1", "'  =1+1"],
    ["=cmd|' /C calc'!A0, x", `"'=cmd|' /C calc'!A0, x"`],
  ])("neutralises a formula: %j becomes %j", (value, expected) => {
    expect(oneField(value)).toBe(`h\r\n${expected}\r\n`);
  });

  it("leaves text that only contains formula characters later on alone", () => {
    expect(neutraliseFormula("a=b+c-d@e")).toBe("a=b+c-d@e");
    expect(neutraliseFormula("ada+list@example.com")).toBe("ada+list@example.com");
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF-ended record per row", () => {
    expect(
      toCsv(
        ["email", "name", "count"],
        [
          ["a@example.com", "Ada, Countess", 2],
          ["b@example.com", null, 0],
        ],
      ),
    ).toBe('email,name,count\r\na@example.com,"Ada, Countess",2\r\nb@example.com,,0\r\n');
  });

  it("writes just the header when there are no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b\r\n");
  });
});

describe("parseCsv", () => {
  it("reads RFC 4180's examples", () => {
    expect(parseCsv("aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n")).toEqual([
      ["aaa", "bbb", "ccc"],
      ["zzz", "yyy", "xxx"],
    ]);
    expect(parseCsv("aaa,bbb,ccc\r\nzzz,yyy,xxx")).toEqual([
      ["aaa", "bbb", "ccc"],
      ["zzz", "yyy", "xxx"],
    ]);
    expect(parseCsv('"aaa","b\r\nbb","ccc"\r\n')).toEqual([["aaa", "b\r\nbb", "ccc"]]);
    expect(parseCsv('"aaa","b""bb","ccc"\r\n')).toEqual([["aaa", 'b"bb', "ccc"]]);
  });

  it("keeps empty fields, quoted or not, at either end of a line", () => {
    expect(parseCsv(',a,\r\n"",b,""\r\n')).toEqual([
      ["", "a", ""],
      ["", "b", ""],
    ]);
  });

  it.each([
    ['"open', "unterminated"],
    ['"a"b,c', "after a closing quote"],
    ['a"b,c', "quote inside"],
  ])("refuses %j (%s)", (text, message) => {
    expect(() => parseCsv(text)).toThrow(message);
  });

  it("reads back what toCsv wrote, neutralised cells keeping their quote mark", () => {
    const rows = [
      ["Lovelace, Ada", 'say "hi"', "line\nbreak", "", "=1+1", "-5", "@me", "+44", "\tx"],
      ["plain", "ünïcödé ✓", "a\r\nb", ",", '"', '""', "'", " ", "end"],
    ];
    const header = rows[0]!.map((_, i) => `c${i}`);
    const parsed = parseCsv(toCsv(header, rows));
    expect(parsed[0]).toEqual(header);
    expect(parsed.slice(1)).toEqual(
      rows.map((row) => row.map((cell) => (/^\s*[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))),
    );
  });
});
