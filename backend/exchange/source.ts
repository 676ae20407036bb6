import fs from "node:fs";
import { Readable } from "node:stream";
import { IMPORT_MESSAGES } from "./messages";
import { ImportRefused, type ExchangeFormat } from "./records";

/** A feed given by URL must arrive within this (a 20 000-good feed is tens of megabytes). */
export const SOURCE_FETCH_TIMEOUT_MS = 300_000;

/** The bytes of a file path or an http(s) URL, as they arrive. */
export async function openSource(source: string): Promise<AsyncIterable<Buffer>> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(SOURCE_FETCH_TIMEOUT_MS) }).catch((error: Error) => {
      throw new ImportRefused(IMPORT_MESSAGES.unreachable(source, error.message));
    });
    if (!response.ok || !response.body) throw new ImportRefused(IMPORT_MESSAGES.unreachable(source, `HTTP ${response.status}`));
    return Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>);
  }
  if (!fs.existsSync(source)) throw new ImportRefused(IMPORT_MESSAGES.noFile(source));
  return fs.createReadStream(source);
}

/**
 * The format of a file by its first bytes: a YML or CommerceML root element, else a spreadsheet. Returns the
 * format and the same bytes, the peeked chunk included.
 */
export async function sniffFormat(input: AsyncIterable<Buffer>): Promise<{ format: ExchangeFormat; bytes: AsyncIterable<Buffer> }> {
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? "" : first.value.subarray(0, 4096).toString("utf8");
  const format: ExchangeFormat = head.includes("<yml_catalog") ? "yml" : head.includes("КоммерческаяИнформация") ? "commerceml" : "csv";
  async function* bytes() {
    if (!first.done) yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { format, bytes: bytes() };
}
