import { z } from "zod";
import { CART_LINE_MAX_COUNT, COOKIE_CART, COOKIE_MAX_BYTES, GOODS_BY_IDS_MAX } from "~/config/constants";
import { cartItemCount, type CartLine } from "~/lib/cart";
import { jsonCookie } from "./json-cookie.server";

/*
 * Exports (stable):
 *   readCartCookie(request): Promise<CartLine[]>            cleaned, never throws
 *   getCartCount(request): Promise<number>
 *   serializeCartCookie(lines, { maxAge? }?): Promise<string>   throws CartFullError past COOKIE_MAX_BYTES
 *   class CartFullError
 */

/**
 * cartProducts: a JSON list of {id, count}. Reading cleans it: entries that are not positive whole ids and
 * counts are dropped, duplicates merged, absurd counts capped.
 */
const lineSchema = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31),
  count: z.number().int().positive(),
});
const linesSchema = z.array(z.unknown()).transform((items) => {
  const lines = new Map<number, number>();
  for (const item of items) {
    const parsed = lineSchema.safeParse(item);
    if (!parsed.success) continue;
    const { id, count } = parsed.data;
    if (!lines.has(id) && lines.size >= GOODS_BY_IDS_MAX) continue;
    lines.set(id, Math.min(CART_LINE_MAX_COUNT, (lines.get(id) ?? 0) + count));
  }
  return [...lines].map(([id, count]) => ({ id, count }));
});

const cartCookie = jsonCookie<CartLine[]>(COOKIE_CART, linesSchema, [], 30 * 24 * 3600);

/** Thrown when the cart would no longer fit into a cookie: the caller tells the shopper, nothing is lost. */
export class CartFullError extends Error {
  constructor() {
    super("cart cookie full");
  }
}

export async function readCartCookie(request: Request): Promise<CartLine[]> {
  return cartCookie.read(request);
}

export async function getCartCount(request: Request): Promise<number> {
  return cartItemCount(cartCookie.read(request));
}

/** `Set-Cookie` for the cart; throws CartFullError past the browser's cookie size limit. */
export async function serializeCartCookie(lines: CartLine[], options: { maxAge?: number } = {}): Promise<string> {
  const header = cartCookie.serialize(lines, options.maxAge === undefined ? {} : { maxAge: options.maxAge });
  if (header.length > COOKIE_MAX_BYTES) throw new CartFullError();
  return header;
}
