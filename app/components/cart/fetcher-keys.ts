/**
 * Fetcher keys of the cart and favourites forms. One key per good, so fast clicks on the same good replace
 * each other, and the header can find the pending submissions to show optimistic counts.
 */
export const CART_FETCHER_PREFIX = "cart:";
export const FAVOURITE_FETCHER_PREFIX = "favourite:";

/** `cart:12` — the add-to-cart fetcher of good 12. */
export const cartFetcherKey = (goodId: number) => `${CART_FETCHER_PREFIX}${goodId}`;
/** `favourite:12` — the favourite toggle fetcher of good 12. */
export const favouriteFetcherKey = (goodId: number) => `${FAVOURITE_FETCHER_PREFIX}${goodId}`;

/** `cart-line:12` — the fetcher that changes or removes line 12 on the cart page. */
export const cartLineFetcherKey = (goodId: number) => `cart-line:${goodId}`;
/** The fetcher of the "clear the cart" button. */
export const CART_CLEAR_FETCHER_KEY = "cart-clear";
