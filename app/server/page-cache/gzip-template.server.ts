import zlib from "node:zlib";

/*
 * Exports (stable):
 *   gzipTemplate(parts): GzipTemplate           compresses the fixed text between the places a per-answer value goes
 *   fillGzipTemplate(template, value): Buffer   a gzip body of parts.join(value), without compressing again
 */

/**
 * A kept page differs between answers only in its nonce, yet compressing 100 KB of HTML per answer costs more
 * than everything else an answer does. So the fixed parts are compressed once, each as raw deflate blocks ending
 * on a byte boundary (a sync flush, not a final block) with no reference to the others; an answer joins them
 * with its value in uncompressed ("stored") blocks, ends the stream with an empty final block and adds gzip's
 * header and trailer (the CRC-32 of the whole text, computed over the kept text, and its length).
 */
export type GzipTemplate = { texts: Buffer[]; deflated: Buffer[] };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL = 1, stored, length 0 (and its one's complement). */
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

export function gzipTemplate(parts: string[]): GzipTemplate {
  const texts = parts.map((part) => Buffer.from(part));
  const deflated = texts.map((text) => zlib.deflateRawSync(text, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  return { texts, deflated };
}

/** `value` is short (a nonce): one stored block holds up to 65 535 bytes. */
export function fillGzipTemplate(template: GzipTemplate, value: string): Buffer {
  const filler = Buffer.from(value);
  const stored = Buffer.alloc(5 + filler.length);
  stored.writeUInt16LE(filler.length, 1);
  stored.writeUInt16LE(~filler.length & 0xffff, 3);
  filler.copy(stored, 5);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  template.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = zlib.crc32(filler, crc);
      size += filler.length;
    }
    chunks.push(deflated);
    // Node's crc32 gives 0 for an empty view of its buffer pool (what Buffer.from("") is), whatever it started from.
    if (template.texts[i].length > 0) crc = zlib.crc32(template.texts[i], crc);
    size += template.texts[i].length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
