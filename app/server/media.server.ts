import { callApi } from "./api/client.server";
import { notFound, unavailable } from "./responses.server";

const NO_SNIFF = { "X-Content-Type-Options": "nosniff" };

/** A media name the backend's `/media/*` contract knows: lower-case segments, an image extension (`.ico`: a favicon). */
const MEDIA_PATH = /^[a-z0-9-]{1,60}(?:\/[a-z0-9-]{1,60}){0,3}\.(?:svg|png|jpe?g|webp|avif|ico)$/;

/** Headers of the backend's picture that a browser or a CDN needs. */
const PASSED_HEADERS = ["Content-Type", "Cache-Control", "Content-Security-Policy", "Content-Length", "ETag", "Last-Modified"];

/**
 * A picture of the backend's `/media/*`, served by the storefront at `/media/*`: a path search engines may crawl
 * (robots.txt closes /api/). Only images pass, never sniffed; anything else is a 404, an outage a 503 kept by
 * nobody.
 */
export async function mediaResponse(path: string): Promise<Response> {
  if (!MEDIA_PATH.test(path)) return notFound(NO_SNIFF);
  const answer = await callApi(`/media/${path}`);
  if (answer.status >= 500) {
    return unavailable({ "Cache-Control": "no-store", "Retry-After": "30", ...NO_SNIFF });
  }
  if (!answer.ok || !answer.headers.get("Content-Type")?.startsWith("image/")) {
    await answer.body?.cancel();
    return notFound(NO_SNIFF);
  }
  const headers = new Headers({ "X-Content-Type-Options": "nosniff" });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
