import { redirect } from "@remix-run/node";
import { getFilters, getGoodDetail, getGoodsByIds, getListing, getSections, type Listing } from "./api/catalog.server";
import { readViewedCookie, serializeViewedCookie } from "./cookies/viewed.server";
import { log } from "./log.server";
import { cleanedSearch } from "~/lib/filled-params";
import { pageRange, RANGE_FROM_PARAM } from "~/lib/page-param";
import { pushViewed } from "~/lib/viewed";

/** Public catalogue pages may be kept briefly by a CDN: a minute fresh, five more minutes stale while it refreshes. */
const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Cookies that make the page personal: the header shows the cart and favourites, the session a name. */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:access_token|cartProducts|favouriteProducts|flash)=/;

/** Shared caching only for a visitor whose page holds nothing of their own. */
export function publicCacheControl(request: Request): string {
  return PERSONAL_COOKIES.test(request.headers.get("Cookie") ?? "") ? "private, no-store" : PUBLIC_CACHE;
}

/**
 * A section page (or the whole catalogue): listing, sections and filters at once; the last two only logged.
 * A query with empty fields (what the filter form sends without JavaScript) is redirected to the same query
 * without them, so the address shows only what was chosen.
 */
export async function loadSectionPage(request: Request, section: string | null) {
  const url = new URL(request.url);
  const cleaned = cleanedSearch(url.search);
  if (cleaned !== null) throw redirect(`${url.pathname}${cleaned}`);
  const params = url.searchParams;
  const range = pageRange(params);
  params.delete(RANGE_FROM_PARAM);
  const [listing, sections, filters] = await Promise.all([getListingRange(section, params, range), getSections(), getFilters(section, params)]);
  return { kind: "section" as const, listing, sections, filters };
}

/** Pages `from`…`to` of a listing as one: their goods in order, the last page's pagination. */
async function getListingRange(section: string | null, params: URLSearchParams, { from, to }: { from: number; to: number }): Promise<Listing> {
  const pages = await Promise.all(
    Array.from({ length: to - from + 1 }, (_, i) => {
      const query = new URLSearchParams(params);
      query.set("page", String(from + i));
      return getListing(section, query);
    }),
  );
  const last = pages[pages.length - 1]!;
  return { ...last, goods: pages.flatMap((page) => page.goods) };
}

/**
 * An item page. Records the view in `viewedProducts` (newest first, no duplicates, at most 20) and shows the
 * earlier views without the current good; a failure of the viewed block is only logged.
 */
export async function loadItemPage(request: Request, section: string, item: string) {
  const good = await getGoodDetail(section, item);
  const viewedIds = await readViewedCookie(request);
  const viewed = await getGoodsByIds(viewedIds.filter((id) => id !== good.id).slice(0, 12)).catch((error: unknown) => {
    log.warn({ err: error }, "viewed goods failed; left out");
    return [];
  });
  const cookie = await serializeViewedCookie(pushViewed(viewedIds, good.id));
  return { data: { kind: "item" as const, good, viewed }, cookie };
}
