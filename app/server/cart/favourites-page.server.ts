import type { FavouriteActionData } from "~/forms/cart-action-data";
import { changeServerFavourites, getServerFavourites } from "~/server/api/cart.server";
import type { FavouriteIntent } from "~/forms/favourites";
import { applyFavouriteIntent } from "./favourite-intent";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { readFavouritesCookie, serializeFavouritesCookie } from "~/server/cookies/favourites.server";
import { getGoodsByIds, type GoodCard } from "~/server/api/catalog.server";

/** The shopper's favourite ids, newest first: the server list when signed in, the cookie otherwise. */
async function currentIds(request: Request, token: string | null): Promise<number[]> {
  return token ? getServerFavourites(token) : readFavouritesCookie(request);
}

/** `/favorites`: the goods, newest first; ids the catalogue no longer knows are left out. */
export async function loadFavourites(request: Request): Promise<{ goods: GoodCard[]; headers: Headers }> {
  const token = await getAccessToken(request);
  const ids = await currentIds(request, token);
  const goods = await getGoodsByIds(ids);
  const headers = new Headers();
  if (!token && goods.length !== ids.length) {
    headers.append("Set-Cookie", await serializeFavouritesCookie(goods.map((good) => good.id)));
  }
  return { goods, headers };
}

/**
 * Applies one favourites intent (amount > 0 adds, otherwise removes; clear empties), on the server
 * list too when signed in, and writes the `favouriteProducts` cookie.
 */
export async function updateFavourites(request: Request, intent: FavouriteIntent): Promise<{ answer: FavouriteActionData; headers: Headers }> {
  const token = await getAccessToken(request);
  const before = await currentIds(request, token);
  let ids = applyFavouriteIntent(before, intent);
  const added = intent.intent !== "clear" && ids.includes(intent.id) && !before.includes(intent.id);
  if (token) {
    if (intent.intent === "clear") ids = await changeServerFavourites("clear", [], token);
    else if (added) ids = await changeServerFavourites("add", [intent.id], token);
    else if (before.includes(intent.id) && !ids.includes(intent.id)) ids = await changeServerFavourites("remove", [intent.id], token);
  }
  const headers = new Headers({ "Set-Cookie": await serializeFavouritesCookie(ids) });
  return { answer: { ok: true, added, ids }, headers };
}
