import type { Context } from "./context";
import type { Route } from "./router";

/**
 * `GET /feed/yml?base=https://shop.example` — the YML feed with every link under `base` (the storefront's public
 * address; without a valid one, the request's own origin). Rebuilt when the catalogue revision moves.
 */
function publicBase(ctx: Context): string {
  const base = ctx.url.searchParams.get("base") ?? "";
  try {
    const url = new URL(base);
    if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
  } catch {
    // not a URL: fall through
  }
  return ctx.url.origin;
}

async function yml(ctx: Context): Promise<Response> {
  const body = await ctx.services.feed.yml(publicBase(ctx), new Date(ctx.now()));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-store" } });
}

export const feedRoutes: Route[] = [{ method: "GET", path: "/feed/yml", handler: yml }];
