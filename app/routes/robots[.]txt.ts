import { env } from "~/server/env.server";

/**
 * Search results, the cart, checkout, the account and the back office are not for indexing; /api/ is the client contract, while
 * pictures live under /media/ and stay open to crawlers. The sitemap is named by the configured PUBLIC_URL.
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /result",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /login",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /*?*modal=",
    "",
    `Sitemap: ${env.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
