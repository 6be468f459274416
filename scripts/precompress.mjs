// Runs after `react-router build`: writes brotli and gzip copies of the fingerprinted client assets,
// so the server sends them at the highest compression level without spending CPU on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ASSETS_DIR = "build/client/assets";
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
// Below this, the headers outweigh the saving.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const name of readdirSync(ASSETS_DIR, { recursive: true })) {
  const file = path.join(ASSETS_DIR, String(name));
  if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  before += source.length;
  afterBrotli += Math.min(brotli.length, source.length);
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(1)} KiB → ${(afterBrotli / 1024).toFixed(1)} KiB brotli`,
);
