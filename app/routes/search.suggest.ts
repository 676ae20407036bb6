import type { LoaderFunctionArgs } from "@remix-run/node";
import { SEARCH_MAX_LENGTH, SEARCH_SUGGEST_MIN_CHARS } from "~/config/constants";
import { NO_SEARCH_SUGGESTIONS } from "~/forms/search-suggest";
import { suggestSearch } from "~/server/api/content.server";

/**
 * Suggestions for the header search box (with JS): `GET /search/suggest?search=` → `SearchSuggestAnswer`.
 * Public data, the same for everyone: a browser may keep an answer for a minute.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const text = (new URL(request.url).searchParams.get("search") ?? "").slice(0, SEARCH_MAX_LENGTH).trim();
  const answer = text.length < SEARCH_SUGGEST_MIN_CHARS ? NO_SEARCH_SUGGESTIONS : await suggestSearch(text);
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=60" } });
}
