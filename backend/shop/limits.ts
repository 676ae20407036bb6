import { GOOD_LIMITS } from "../../shared/limits";

/**
 * The backend's limits that more than one module holds a request or a record to, each named once; those the
 * storefront's forms hold too (record ids, a good's fields, pieces of a cart line) are in `shared/limits.ts`.
 */

/** Kopecks of a price or a total: up to 100 000 000 ₽, as a good's price. */
export const PRICE_KOPECKS_MAX = GOOD_LIMITS.priceKopecks;
/** Kopecks of a delivery's price or a promo code's discount: up to 10 000 000 ₽. */
export const FEE_KOPECKS_MAX = 1_000_000_000;
/** Days of a delivery's term, as of a good's lead time. */
export const TERM_DAYS_MAX = GOOD_LIMITS.leadDays;
/** The largest place of a record in its list (sections, deliveries, zones): a smaller one shows first. */
export const SORT_MAX = 100_000;
/** Most pieces of one order line the back office sets or takes back. */
export const STAFF_LINE_PIECES_MAX = 100_000;

/** What the back office keeps of a section: characters of its name and handle, the largest place in the menu. */
export const SECTION_LIMITS = { name: 100, handle: 100, sort: SORT_MAX } as const;

/** Most lines a cart, and so an order, holds. */
export const MAX_CART_LINES = 100;
