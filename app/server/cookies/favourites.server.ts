import { COOKIE_FAVOURITES } from "~/config/constants";
import { idListSchema } from "./id-list.server";
import { jsonCookie } from "./json-cookie.server";

/** favouriteProducts: good ids, newest first. 200 ids keep it well under the cookie size limit. */
const favouritesCookie = jsonCookie<number[]>(COOKIE_FAVOURITES, idListSchema(200), [], 365 * 24 * 3600);

export async function readFavouritesCookie(request: Request): Promise<number[]> {
  return favouritesCookie.read(request);
}

export async function serializeFavouritesCookie(ids: number[]): Promise<string> {
  return favouritesCookie.serialize(ids.slice(0, 200));
}
