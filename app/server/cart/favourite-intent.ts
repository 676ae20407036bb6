import type { FavouriteIntent } from "~/forms/favourites";
import { toggleFavourite } from "~/lib/favourites";

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
