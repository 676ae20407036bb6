/** The backend's limits that more than one module holds a request or a record to, each named once. */

/** The largest id of a stored record a request may name (ids are 32-bit integers in the database). */
export const RECORD_ID_MAX = 2_000_000_000;

/** Kopecks of a price or a total: up to 100 000 000 ₽. */
export const PRICE_KOPECKS_MAX = 10_000_000_000;
/** Kopecks of a delivery's price or a promo code's discount: up to 10 000 000 ₽. */
export const FEE_KOPECKS_MAX = 1_000_000_000;
/** Days of a lead time or of a delivery's term. */
export const TERM_DAYS_MAX = 365;
/** The largest place of a record in its list (sections, deliveries, zones): a smaller one shows first. */
export const SORT_MAX = 100_000;
/** Most pieces of one order line the back office sets or takes back. */
export const STAFF_LINE_PIECES_MAX = 100_000;

/**
 * What the back office keeps of a good: characters of its texts, kopecks of its prices (up to 100 000 000 ₽),
 * pieces in stock, days of its lead times, centimetres of its sizes, pictures one save or import brings. An
 * imported good is held to the same, so a good from a file opens and saves in the editor as it is.
 */
export const GOOD_LIMITS = {
  name: 200,
  handle: 100,
  sku: 64,
  words: 100,
  description: 20_000,
  priceKopecks: PRICE_KOPECKS_MAX,
  stock: 1_000_000,
  leadDays: TERM_DAYS_MAX,
  sizeCm: 100_000,
  photos: 20,
} as const;

/** What the back office keeps of a section: characters of its name and handle, the largest place in the menu. */
export const SECTION_LIMITS = { name: 100, handle: 100, sort: SORT_MAX } as const;

/** Most lines a cart, and so an order, holds; most pieces of one good in it. */
export const MAX_CART_LINES = 100;
export const MAX_CART_COUNT = 999;
