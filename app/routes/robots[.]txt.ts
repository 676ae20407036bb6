import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/server/catalog-page.server";

/** Search results, the cart, checkout and the account are not for indexing (issue 5 item 7). */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /result",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /login",
    "Disallow: /api/",
    "Disallow: /*?*modal=",
    "",
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
