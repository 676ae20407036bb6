import { COOKIE_VIEWED, VIEWED_MAX } from "~/config/constants";
import { idListSchema } from "./id-list.server";
import { jsonCookie } from "./json-cookie.server";

/** viewedProducts: good ids, newest first, no duplicates, at most VIEWED_MAX, kept 90 days. */
const viewedCookie = jsonCookie<number[]>(COOKIE_VIEWED, idListSchema(VIEWED_MAX), [], 90 * 24 * 3600);

export async function readViewedCookie(request: Request): Promise<number[]> {
  return viewedCookie.read(request);
}

export async function serializeViewedCookie(ids: number[]): Promise<string> {
  return viewedCookie.serialize(ids.slice(0, VIEWED_MAX));
}
