import { MSG_CART_FULL, MSG_CART_UNAVAILABLE } from "~/config/messages/cart";
import type { CartActionData } from "~/forms/cart-action-data";
import type { CartViewLine } from "~/lib/cart-view";
import { postCartChange, getServerCart, type CartMap } from "~/server/api/cart.server";
import { getOrderOptions, type DeliveryOption } from "~/server/api/order.server";
import { applyCartIntent, changedCounts, linesFromMap, type CartLine } from "./cart-lines";
import type { CartIntent } from "~/forms/cart";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { CartFullError, readCartCookie, serializeCartCookie } from "~/server/cookies/cart.server";
import { readViewedCookie } from "~/server/cookies/viewed.server";
import { getGoodsByIds, type GoodCard } from "~/server/api/catalog.server";

/** The shopper's cart lines: the server cart when signed in, the `cartProducts` cookie otherwise. */
async function currentLines(request: Request, token: string | null): Promise<CartLine[]> {
  return token ? linesFromMap(await getServerCart(token)) : readCartCookie(request);
}

export type CartView = {
  lines: CartViewLine[];
  viewed: GoodCard[];
  deliveries: DeliveryOption[];
  headers: Headers;
};

/**
 * The cart's lines with their goods. Lines whose good the catalogue no longer knows are dropped (and, for a
 * guest, dropped from the cookie too, so a forged or stale cookie cleans itself).
 */
export async function loadCartLines(request: Request, token: string | null): Promise<{ lines: CartViewLine[]; headers: Headers }> {
  const lines = await currentLines(request, token);
  const goods = await getGoodsByIds(lines.map((line) => line.id));
  const byId = new Map(goods.map((good) => [good.id, good]));
  const view = lines.flatMap((line) => {
    const good = byId.get(line.id);
    return good ? [{ good, count: line.count }] : [];
  });
  const headers = new Headers();
  if (!token && view.length !== lines.length) {
    headers.append("Set-Cookie", await serializeCartCookie(view.map(({ good, count }) => ({ id: good.id, count }))));
  }
  return { lines: view, headers };
}

/** Everything `/cart` shows, asked for at once: lines, delivery terms, viewed goods. */
export async function loadCartView(request: Request): Promise<CartView> {
  const token = await getAccessToken(request);
  const [cart, options, viewed] = await Promise.all([
    loadCartLines(request, token),
    getOrderOptions().catch(() => null),
    readViewedCookie(request)
      .then(getGoodsByIds)
      .catch(() => []),
  ]);
  return { lines: cart.lines, viewed, deliveries: options?.deliveries ?? [], headers: cart.headers };
}

export type CartUpdate = { answer: CartActionData; headers: Headers };

const refused = (message: string, goodIds: number[] = []): CartUpdate => ({
  answer: { ok: false, message, goodIds },
  headers: new Headers(),
});

/**
 * Applies one cart intent after the backend checked the changed lines against the catalogue and the
 * stock (`cart/add`, which also stores them when signed in). A recount warning, a full cookie or an
 * unavailable backend change nothing and say why.
 */
export async function updateCart(request: Request, intent: CartIntent): Promise<CartUpdate> {
  const token = await getAccessToken(request);
  let lines: CartLine[];
  try {
    lines = await currentLines(request, token);
  } catch {
    return refused(MSG_CART_UNAVAILABLE);
  }
  let next = applyCartIntent(lines, intent);
  const wanted: CartMap = changedCounts(lines, next);
  const headers = new Headers();
  try {
    // Serialise first: a cart that no longer fits the cookie must not reach the server cart either.
    await serializeCartCookie(next);
    if (Object.keys(wanted).length > 0) {
      const check = await postCartChange(wanted, 0, token);
      if (!check.ok) return refused(check.message, check.goodIds);
      // Signed in, the answer is the whole server cart; for a guest it is the checked map, unknown goods left out.
      next = token ? linesFromMap(check.cart) : next.filter((line) => !(String(line.id) in wanted) || String(line.id) in check.cart);
    }
    headers.append("Set-Cookie", await serializeCartCookie(next));
  } catch (error) {
    if (error instanceof CartFullError) return refused(MSG_CART_FULL);
    return refused(MSG_CART_UNAVAILABLE);
  }
  return { answer: { ok: true, count: next.reduce((sum, line) => sum + line.count, 0) }, headers };
}
