import fs from "node:fs";
import { IMPORT_MESSAGES } from "./messages";
import { DownloadFailed, fetchOutside, type DownloadLimits, type FetchPolicy } from "./outside-fetch";
import { ImportRefused, type ExchangeFormat } from "./records";

/**
 * A feed given by URL, fetched from the internet only (see fetchOutside): at most a few redirects, within a
 * time (the whole download: a 20 000-good feed is tens of megabytes) and a size (counted as it streams). Past
 * any of them the import is refused with a Russian reason and changes nothing; an address that cannot be
 * reached or is not allowed is only «адрес недоступен», never what answered there.
 */
export const FEED_DOWNLOAD_LIMITS: DownloadLimits = { timeoutMs: 300_000, maxBytes: 200 * 1024 * 1024, maxRedirects: 5 };

/** Anything written as `scheme://…` is meant as an address, not a path. */
const ANY_URL = /^[a-z][a-z0-9+.-]+:\/\//i;

/** Whether a source names an address (http(s) or not) rather than a file path. */
export const isAddress = (source: string) => ANY_URL.test(source);

/** The bytes of a file path or an http(s) URL, as they arrive. */
export async function openSource(source: string, policy: FetchPolicy = FEED_DOWNLOAD_LIMITS): Promise<AsyncIterable<Buffer>> {
  if (isAddress(source)) return download(source, policy);
  if (!fs.existsSync(source)) throw new ImportRefused(IMPORT_MESSAGES.noFile);
  return fs.createReadStream(source);
}

function refusal(source: string, policy: FetchPolicy, error: unknown): Error {
  if (!(error instanceof DownloadFailed)) return error as Error;
  const reasons: Record<DownloadFailed["kind"], () => string> = {
    notHttp: () => IMPORT_MESSAGES.notHttp(error.url),
    tooLarge: () => IMPORT_MESSAGES.tooLarge(source, policy.maxBytes / 1024 / 1024),
    tooManyRedirects: () => IMPORT_MESSAGES.unreachable(source, IMPORT_MESSAGES.tooManyRedirects),
    timedOut: () => IMPORT_MESSAGES.unreachable(source, IMPORT_MESSAGES.timedOut(policy.timeoutMs / 1000)),
    unavailable: () => IMPORT_MESSAGES.unreachable(source, IMPORT_MESSAGES.unavailable),
  };
  return new ImportRefused(reasons[error.kind]());
}

async function download(source: string, policy: FetchPolicy): Promise<AsyncIterable<Buffer>> {
  const body = await fetchOutside(source, policy).catch((error: unknown) => {
    throw refusal(source, policy, error);
  });
  return (async function* () {
    try {
      yield* body;
    } catch (error) {
      throw refusal(source, policy, error);
    }
  })();
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
