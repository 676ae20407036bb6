import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address";

/**
 * Fetches a file from the internet for an import (a feed by its address, a feed's pictures) without reaching
 * inside the shop's network: each hop's host is resolved once, every address it resolves to must be public
 * (see isPublicAddress) unless trusted, and the connection goes to the address checked (a lookup that answers
 * it, so a DNS answer that changes between the check and the connection changes nothing). Redirects are
 * followed by hand, each checked the same way, at most `maxRedirects`, only to http(s). The whole download
 * has `timeoutMs`, and the body is stopped as soon as it passes `maxBytes`, whatever the server declared.
 */
export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/** Who else may be reached: injected by the caller, never read from the environment here. */
export interface OutsideNetwork {
  /** Addresses fetched although not public (a feed inside the shop's network; a test's loopback server). */
  trusted?: (address: string) => boolean;
  /** A host name's addresses (DNS by default). */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

export type FetchPolicy = DownloadLimits & OutsideNetwork;

/** Why a download failed; only these kinds are ever told to a manager (never what answered at an address). */
export class DownloadFailed extends Error {
  constructor(
    readonly kind: "unavailable" | "notHttp" | "tooManyRedirects" | "timedOut" | "tooLarge",
    /** The address refused, for `notHttp`. */
    readonly url = "",
  ) {
    super(kind);
  }
}

const HTTP_URL = /^https?:\/\//i;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const systemResolve = (host: string) => dns.lookup(host, { all: true, verbatim: true });

/** The one address a hop connects to, checked; refused when the host has any address that is not allowed. */
async function checkedAddress(host: string, network: OutsideNetwork): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const addresses = net.isIP(bare) ? [{ address: bare, family: net.isIP(bare) }] : await (network.resolve ?? systemResolve)(bare);
  const allowed = (address: string) => isPublicAddress(address) || (network.trusted?.(address) ?? false);
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) throw new DownloadFailed("unavailable");
  return addresses[0];
}

/** A lookup that answers the address already checked, whatever it is asked. */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(url: URL, target: { address: string; family: number }, signal: AbortSignal): Promise<http.IncomingMessage> {
  const get = url.protocol === "https:" ? https.get : http.get;
  return new Promise((resolve, reject) => {
    get(url, { lookup: pinnedLookup(target.address, target.family), signal, agent: false, headers: { Accept: "*/*" } }, resolve).on("error", reject);
  });
}

/** The body of the file at `source` as it arrives; throws DownloadFailed (also while the body streams). */
export async function fetchOutside(source: string, policy: FetchPolicy): Promise<AsyncIterable<Buffer>> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const failure = (error: unknown) => (error instanceof DownloadFailed ? error : new DownloadFailed(signal.aborted ? "timedOut" : "unavailable"));
  let url = source;
  for (let redirects = 0; ; redirects++) {
    if (!HTTP_URL.test(url) || !URL.canParse(url)) throw new DownloadFailed("notHttp", url);
    const parsed = new URL(url);
    let response: http.IncomingMessage;
    try {
      response = await request(parsed, await checkedAddress(parsed.hostname, policy), signal);
    } catch (error) {
      throw failure(error);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status) && response.headers.location) {
      response.destroy();
      if (redirects >= policy.maxRedirects) throw new DownloadFailed("tooManyRedirects");
      url = new URL(response.headers.location, url).href;
      continue;
    }
    if (status < 200 || status > 299 || Number(response.headers["content-length"] ?? 0) > policy.maxBytes) {
      response.destroy();
      throw new DownloadFailed(status >= 200 && status <= 299 ? "tooLarge" : "unavailable");
    }
    return limited(response, policy.maxBytes, failure);
  }
}

async function* limited(body: http.IncomingMessage, maxBytes: number, failure: (error: unknown) => DownloadFailed): AsyncIterable<Buffer> {
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new DownloadFailed("tooLarge");
      yield chunk;
    }
  } catch (error) {
    throw failure(error);
  } finally {
    body.destroy();
  }
}

/** The whole body at `source`, or null when it cannot be had within the policy. */
export async function downloadOutside(source: string, policy: FetchPolicy): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await fetchOutside(source, policy)) chunks.push(chunk);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof DownloadFailed) return null;
    throw error;
  }
}
