import fs from "node:fs";
import { IMPORT_MESSAGES } from "./messages";
import { ImportRefused, type ExchangeFormat } from "./records";

/**
 * A feed given by URL: only http(s), at most a few redirects (each to http(s) again), within a time (the whole
 * download: a 20 000-good feed is tens of megabytes) and a size (counted as it streams, whatever the server
 * declared). Past any of them the import is refused with a Russian reason and changes nothing.
 */
export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}
export const FEED_DOWNLOAD_LIMITS: DownloadLimits = { timeoutMs: 300_000, maxBytes: 200 * 1024 * 1024, maxRedirects: 5 };

const HTTP_URL = /^https?:\/\//i;
/** Anything written as `scheme://…` is meant as an address, not a path. */
const ANY_URL = /^[a-z][a-z0-9+.-]+:\/\//i;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Whether a source names an address (http(s) or not) rather than a file path. */
export const isAddress = (source: string) => ANY_URL.test(source);

/** The bytes of a file path or an http(s) URL, as they arrive. */
export async function openSource(source: string, limits: DownloadLimits = FEED_DOWNLOAD_LIMITS): Promise<AsyncIterable<Buffer>> {
  if (isAddress(source)) return download(source, limits);
  if (!fs.existsSync(source)) throw new ImportRefused(IMPORT_MESSAGES.noFile(source));
  return fs.createReadStream(source);
}

async function download(source: string, limits: DownloadLimits): Promise<AsyncIterable<Buffer>> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const failed = (error: unknown): never => {
    if (error instanceof ImportRefused) throw error;
    const timedOut = signal.aborted || (error as Error).name === "TimeoutError";
    throw new ImportRefused(
      IMPORT_MESSAGES.unreachable(source, timedOut ? IMPORT_MESSAGES.timedOut(limits.timeoutMs / 1000) : IMPORT_MESSAGES.noAnswer),
    );
  };
  let url = source;
  for (let redirects = 0; ; redirects++) {
    if (!HTTP_URL.test(url) || !URL.canParse(url)) throw new ImportRefused(IMPORT_MESSAGES.notHttp(url));
    const response = await fetch(url, { signal, redirect: "manual" }).catch(failed);
    const location = response.headers.get("location");
    if (REDIRECTS.has(response.status) && location) {
      await response.body?.cancel();
      if (redirects >= limits.maxRedirects) throw new ImportRefused(IMPORT_MESSAGES.unreachable(source, IMPORT_MESSAGES.tooManyRedirects));
      url = new URL(location, url).href;
      continue;
    }
    if (!response.ok || !response.body) throw new ImportRefused(IMPORT_MESSAGES.unreachable(source, `HTTP ${response.status}`));
    if (Number(response.headers.get("content-length") ?? 0) > limits.maxBytes) {
      await response.body.cancel();
      throw new ImportRefused(IMPORT_MESSAGES.tooLarge(source, limits.maxBytes / 1024 / 1024));
    }
    return limited(response.body as unknown as AsyncIterable<Uint8Array>, source, limits.maxBytes, failed);
  }
}

/** The body as it arrives, refused as soon as it passes the limit. */
async function* limited(body: AsyncIterable<Uint8Array>, source: string, maxBytes: number, failed: (error: unknown) => never): AsyncIterable<Buffer> {
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new ImportRefused(IMPORT_MESSAGES.tooLarge(source, maxBytes / 1024 / 1024));
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  } catch (error) {
    failed(error);
  }
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
