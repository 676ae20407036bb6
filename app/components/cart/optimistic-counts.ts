import { useFetchers } from "@remix-run/react";
import { CART_FETCHER_PREFIX, FAVOURITE_FETCHER_PREFIX } from "./fetcher-keys";

/**
 * The header badges with the cart adds and favourite toggles still in flight counted in, so a click shows at
 * once; when the fetcher settles the revalidated root loader gives the real numbers again.
 */
export function useOptimisticCounts(cartCount: number, favouritesCount: number) {
  let cart = cartCount;
  let favourites = favouritesCount;
  for (const fetcher of useFetchers()) {
    const amount = Number(fetcher.formData?.get("amount"));
    if (!fetcher.formData || !Number.isFinite(amount)) continue;
    if (fetcher.key.startsWith(CART_FETCHER_PREFIX)) cart += amount;
    else if (fetcher.key.startsWith(FAVOURITE_FETCHER_PREFIX)) favourites += amount > 0 ? 1 : -1;
  }
  return { cartCount: Math.max(0, cart), favouritesCount: Math.max(0, favourites) };
}
