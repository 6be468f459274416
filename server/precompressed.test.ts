import { describe, expect, it } from "vitest";

import { type Encoding, pickEncoding } from "./precompressed";

const both = new Set<Encoding>(["br", "gzip"]);

describe("pickEncoding", () => {
  it("prefers brotli when the client takes both", () => {
    expect(pickEncoding("gzip, deflate, br, zstd", both)).toBe("br");
  });

  it("falls back to gzip when brotli is not accepted or has no copy", () => {
    expect(pickEncoding("gzip, deflate", both)).toBe("gzip");
    expect(pickEncoding("br, gzip", new Set<Encoding>(["gzip"]))).toBe("gzip");
  });

  it("honours q=0 refusals and the wildcard", () => {
    expect(pickEncoding("br;q=0, gzip;q=0.5", both)).toBe("gzip");
    expect(pickEncoding("*", both)).toBe("br");
    expect(pickEncoding("*, br;q=0", both)).toBe("gzip");
  });

  it("sends the original when the client names no encoding we have", () => {
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding("identity", both)).toBeNull();
    expect(pickEncoding("deflate", both)).toBeNull();
  });
});
