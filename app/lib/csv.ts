/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field with a comma, quote or line
 * break in double quotes with its quotes doubled), written by csv-stringify, made safe to open in a
 * spreadsheet: the list holds what strangers typed, and a cell that starts like a formula would run
 * as one (OWASP's "CSV injection"). Our own neutralising, not csv-stringify's `escape_formulas`:
 * that one does not look past leading spaces.
 */

import { stringify } from "csv-stringify/sync";

export type CsvValue = string | number | null;

/** Characters a spreadsheet reads as the start of a formula (tab and CR too: some strip them first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text that a spreadsheet would take for a formula, with a single quote in front so it shows as
 * typed. Leading spaces are looked past, as some spreadsheets do before reading a formula.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) || FORMULA_START.test(text.trimStart()) ? `'${text}` : text;
}

/**
 * A whole file: the header, then one record per row, each line ended by CRLF. Numbers as they are
 * (a count is never negative here), null as an empty field, text neutralised, then quoted when it
 * holds a comma, a quote or a line break (csv-stringify asks `quote_record_delimiter` for a lone
 * CR or LF once the record delimiter is CRLF).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify([header, ...rows], {
    record_delimiter: "\r\n",
    quote_record_delimiter: true,
    cast: { string: neutraliseFormula },
  });
}

/**
 * Reads RFC 4180 CSV back into records of text (accepting bare LF line ends too). Throws on a
 * quote out of place or an unterminated quoted field, rather than guessing.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  // Whether the current field was quoted: an empty quoted field at a line's end is still a field.
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = "";
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      if (field !== "" || quoted) throw new Error("CSV: quote inside an unquoted field");
      // Up to the quote that is not doubled.
      quoted = true;
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) throw new Error("CSV: unterminated quoted field");
        field += text.slice(from, q);
        if (text[q + 1] !== '"') {
          i = q + 1;
          break;
        }
        field += '"';
        from = q + 2;
      }
      const next = text[i];
      if (next !== undefined && next !== "," && next !== "\r" && next !== "\n")
        throw new Error("CSV: text after a closing quote");
    } else if (c === ",") {
      endField();
      i += 1;
    } else if (c === "\r" && text[i + 1] === "\n") {
      endRecord();
      i += 2;
    } else if (c === "\n") {
      endRecord();
      i += 1;
    } else {
      if (quoted) throw new Error("CSV: text after a closing quote");
      field += c;
      i += 1;
    }
  }
  if (field !== "" || quoted || record.length > 0) endRecord();
  return records;
}
