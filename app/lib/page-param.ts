import { LISTING_RANGE_MAX_PAGES } from "~/config/constants";

/** A page number: whole numbers from 1 to 10 000; anything else is null. */
function pageNumber(raw: string | null): number | null {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= 10000 ? page : null;
}

/** `?page=` as a page number: whole numbers from 1 to 10 000, anything else is page 1. */
export function pageParam(request: Request): number {
  return pageNumber(new URL(request.url).searchParams.get("page")) ?? 1;
}

/** The query parameter that widens a listing back to an earlier page (what «Показать ещё» appended). */
export const RANGE_FROM_PARAM = "from";

/**
 * The pages a listing URL shows as one list: `?page=P` alone is page P; `?from=F&page=P` is pages F…P, so a
 * refresh or Back shows what «Показать ещё» appended. At most LISTING_RANGE_MAX_PAGES pages (the last ones);
 * a `from` that is not before `page` is ignored.
 */
export function pageRange(params: URLSearchParams): { from: number; to: number } {
  const to = pageNumber(params.get("page")) ?? 1;
  const from = pageNumber(params.get(RANGE_FROM_PARAM)) ?? to;
  return { from: Math.min(to, Math.max(from, to - LISTING_RANGE_MAX_PAGES + 1)), to };
}

/** What «Показать ещё» grows the listing at `params` to: one page more, the first ones dropping off past the limit. */
export function nextPageRange(params: URLSearchParams): { from: number; to: number } {
  const { from, to } = pageRange(params);
  return { from: Math.max(from, to + 2 - LISTING_RANGE_MAX_PAGES), to: to + 1 };
}

/** `search` with the listing at `range`: page 1 and a one-page range leave their parameters out. */
export function withPageRange(search: string, range: { from: number; to: number }): string {
  const params = new URLSearchParams(search);
  params.delete(RANGE_FROM_PARAM);
  params.delete("page");
  if (range.from < range.to) params.set(RANGE_FROM_PARAM, String(range.from));
  if (range.to > 1) params.set("page", String(range.to));
  const query = params.toString();
  return query ? `?${query}` : "";
}
