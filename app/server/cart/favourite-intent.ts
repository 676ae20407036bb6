import { toggleFavourite } from "~/lib/favourites";

/** One change a favourites form asks for. `toggle` carries an amount: 1 adds, 0 removes. */
export type FavouriteIntent =
  | { intent: "toggle"; id: number; amount: number }
  | { intent: "add"; id: number }
  | { intent: "remove"; id: number }
  | { intent: "clear" };

/** The favourites intent of a posted form, or null for an unknown intent or a bad id (→ 400). */
export function parseFavouriteIntent(form: FormData): FavouriteIntent | null {
  const intent = form.get("intent");
  if (intent === "clear") return { intent };
  const rawId = form.get("id");
  if (typeof rawId !== "string" || !/^\d{1,9}$/.test(rawId) || Number(rawId) <= 0) return null;
  const id = Number(rawId);
  if (intent === "add" || intent === "remove") return { intent, id };
  if (intent === "toggle") {
    const amount = Number(form.get("amount") ?? "1");
    return Number.isFinite(amount) ? { intent, id, amount } : null;
  }
  return null;
}

/** The ids after one intent, newest first (the rules of `app/lib/favourites.ts`). */
export function applyFavouriteIntent(ids: number[], intent: FavouriteIntent): number[] {
  switch (intent.intent) {
    case "clear":
      return [];
    case "add":
      return toggleFavourite(ids, intent.id, 1);
    case "remove":
      return toggleFavourite(ids, intent.id, 0);
    case "toggle":
      return toggleFavourite(ids, intent.id, intent.amount);
  }
}
