import { constants, crc32, deflateRawSync } from "node:zlib";

/*
 * Kept HTML with a short per-answer string (the CSP nonce) at known places, ready to send as it is
 * or gzipped, with no compression per answer. Each piece between those places is kept as UTF-8
 * bytes and also as raw DEFLATE ended by a sync flush (byte-aligned, not final): DEFLATE blocks
 * compressed apart may follow one another in one stream (RFC 1951, 3.2.3), so an answer is the
 * pieces' blocks with the string between them in a stored block, one final empty block, and the
 * gzip header and trailer around (RFC 1952). On-the-fly brotli cost three quarters of a kept
 * page's throughput (measured: 217 against 847 answers/s).
 */

/** One stretch of kept text: its pieces, between which the per-answer string goes. */
export type KeptText = { plain: Buffer[]; deflated: Buffer[] };

/** Cuts `text` at each `mark` and compresses each piece once. */
export function keptText(text: string, mark: string): KeptText {
  const plain = text.split(mark).map((piece) => Buffer.from(piece));
  const deflated = plain.map((piece) => deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }));
  return { plain, deflated };
}

/**
 * The stretches one after another, `between` in each stretch's places, as the parts to write in
 * turn: one writev sends them, where joining them first copied every page once more per answer.
 */
export function plainParts(stretches: readonly KeptText[], between: string): Buffer[] {
  const betweenBytes = Buffer.from(between);
  const parts: Buffer[] = [];
  for (const { plain } of stretches)
    plain.forEach((piece, i) => {
      if (i > 0) parts.push(betweenBytes);
      parts.push(piece);
    });
  return parts;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL set, stored, length 0: the stream's end. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The same as plainParts, as the parts of one gzip member. */
export function gzipParts(stretches: readonly KeptText[], between: string): Buffer[] {
  const betweenBytes = Buffer.from(between);
  const betweenBlock = storedBlock(betweenBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const { plain, deflated } of stretches)
    plain.forEach((piece, i) => {
      if (i > 0) {
        parts.push(betweenBlock);
        crc = crc32(betweenBytes, crc);
        size += betweenBytes.length;
      }
      parts.push(deflated[i]!);
      // Node 20's crc32 answers 0 for an empty buffer with no memory behind it, whatever the start.
      if (piece.length > 0) crc = crc32(piece, crc);
      size += piece.length;
    });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return parts;
}

/** A non-final stored block (RFC 1951, 3.2.4), starting on a byte boundary as every piece ends. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError("a stored block holds at most 65,535 bytes");
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
