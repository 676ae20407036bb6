/**
 * The limits the storefront's forms and the backend's contract must hold alike (a form never takes what the
 * backend refuses), named once for both halves; it imports neither.
 */

/** The largest id of a stored record a form, an address or a request may name (ids are 32-bit in the database). */
export const RECORD_ID_MAX = 2_000_000_000;

/** Most pieces one cart line may ask for (the backend refuses more in an order). */
export const CART_LINE_MAX_COUNT = 999;

/**
 * What a good's form takes and the backend keeps: characters of its texts, kopecks of its prices (up to
 * 100 000 000 ₽), pieces in stock, days of its lead times, centimetres of its sizes, pictures one save or
 * import brings. An imported good is held to the same, so a good from a file opens and saves in the editor as
 * it is.
 */
export const GOOD_LIMITS = {
  name: 200,
  handle: 100,
  sku: 64,
  words: 100,
  description: 20_000,
  priceKopecks: 10_000_000_000,
  stock: 1_000_000,
  leadDays: 365,
  sizeCm: 100_000,
  photos: 20,
} as const;
