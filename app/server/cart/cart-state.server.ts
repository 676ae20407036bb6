import { redirectWithFlash } from "~/server/flash.server";
import { safeRedirect } from "~/server/safe-redirect.server";
import { getGoodsByIds, type GoodCard } from "~/server/api/catalog.server";

/** The `goods?ids=` call takes at most this many ids; a cookie never holds more lines than that. */
const MAX_IDS = 100;

/** The goods of these ids in their order; unknown ids are left out. */
export async function getGoods(ids: number[]): Promise<GoodCard[]> {
  return ids.length === 0 ? [] : getGoodsByIds(ids.slice(0, MAX_IDS));
}

/** Back to a form's `redirectTo` (only a same-site path, else `fallback`) with a toast, keeping `headers` (Set-Cookie). */
export function redirectBack(
  redirectTo: string,
  fallback: string,
  toast: { kind: "success" | "warning" | "error" | "info"; title: string },
  headers: Headers,
): Promise<Response> {
  return redirectWithFlash(safeRedirect(redirectTo, fallback), { toast }, { headers });
}
