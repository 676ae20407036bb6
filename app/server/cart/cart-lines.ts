import { addToCart, changeCart, removeFromCart, type CartLine } from "~/lib/cart";
import type { CartMap } from "~/server/api/cart.server";
import type { CartIntent } from "~/forms/cart";

export type { CartLine };

/** The lines after one intent, with the rules of `app/lib/cart.ts`. */
export function applyCartIntent(lines: CartLine[], intent: CartIntent): CartLine[] {
  switch (intent.intent) {
    case "add":
      return addToCart(lines, intent.id, intent.amount);
    case "remove":
      return removeFromCart(lines, intent.id, intent.amount);
    case "change":
      return intent.changes.reduce((acc, { id, count }) => changeCart(acc, id, count), lines);
    case "clear":
      return [];
  }
}

/** The lines whose count differs between two carts, as wanted totals for `cart/add` (0 = line dropped). */
export function changedCounts(before: CartLine[], after: CartLine[]): CartMap {
  const wanted: CartMap = {};
  const was = new Map(before.map((line) => [line.id, line.count]));
  for (const line of after) if (was.get(line.id) !== line.count) wanted[String(line.id)] = line.count;
  const kept = new Set(after.map((line) => line.id));
  for (const line of before) if (!kept.has(line.id)) wanted[String(line.id)] = 0;
  return wanted;
}

/** A server cart map as lines, in the map's order, positive counts only. */
export function linesFromMap(map: CartMap): CartLine[] {
  return Object.entries(map).flatMap(([id, count]) => (/^\d+$/.test(id) && count > 0 ? [{ id: Number(id), count }] : []));
}
