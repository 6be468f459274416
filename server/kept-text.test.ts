// @vitest-environment node
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { gzipParts, keptText, plainParts } from "./kept-text";

const MARK = "\u0000<mark>\u0000";

describe("kept text", () => {
  it("gives the text with the per-answer string in each marked place, plain and gzipped alike", () => {
    const stretches = [
      keptText(`<p nonce="${MARK}">héllo</p>${MARK}`, MARK),
      keptText("", MARK),
      keptText(`${MARK}<b>✓ ünïcode</b>${MARK}${MARK}end`, MARK),
    ];
    const expected = `<p nonce="N0nce+/=">héllo</p>N0nce+/=N0nce+/=<b>✓ ünïcode</b>N0nce+/=N0nce+/=end`;
    expect(Buffer.concat(plainParts(stretches, "N0nce+/=")).toString()).toBe(expected);
    const gzipped = Buffer.concat(gzipParts(stretches, "N0nce+/="));
    expect(gunzipSync(gzipped).toString()).toBe(expected);
    // Another answer's string makes another valid member (the checksum covers it).
    expect(gunzipSync(Buffer.concat(gzipParts(stretches, "other"))).toString()).toBe(
      expected.replaceAll("N0nce+/=", "other"),
    );
  });

  it("compresses a page-sized text and decodes it exactly, pieces larger than a stored block included", () => {
    const page = Array.from({ length: 2_000 }, (_, i) => `<li class="item-${i % 7}">row ${i}</li>`).join("");
    const noise = randomBytes(100_000).toString("base64");
    const text = `${page}${MARK}${noise}${MARK}${page}`;
    const gzipped = Buffer.concat(gzipParts([keptText(text, MARK)], "abc"));
    expect(gunzipSync(gzipped).toString()).toBe(text.replaceAll(MARK, "abc"));
    expect(gzipped.length).toBeLessThan(Buffer.byteLength(text) * 0.75);
  });
});
