import type { Kysely } from "kysely";
import { loadCards, type GoodCard } from "../catalog/cards";
import type { Database } from "../db/schema";

/** A signed-in user's favourites: good ids, newest first. */

export async function favouriteIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("favourites")
    .select("good_id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("good_id", "desc")
    .execute();
  return rows.map((r) => r.good_id);
}

/** Adds the catalogue goods among `ids` (unknown ids are skipped), the first of them newest; answers the list. */
export async function addFavourites(db: Kysely<Database>, userId: number, ids: number[], now: number): Promise<number[]> {
  const goods = await loadCards(db, ids);
  for (const [i, good] of goods.entries()) {
    await db
      .insertInto("favourites")
      .values({ user_id: userId, good_id: good.id, created_at: now + i })
      .onConflict((oc) => oc.columns(["user_id", "good_id"]).doUpdateSet({ created_at: now + i }))
      .execute();
  }
  return favouriteIds(db, userId);
}

/** Removes these goods from the favourites; answers the list. */
export async function removeFavourites(db: Kysely<Database>, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length) await db.deleteFrom("favourites").where("user_id", "=", userId).where("good_id", "in", ids).execute();
  return favouriteIds(db, userId);
}

export async function clearFavourites(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("favourites").where("user_id", "=", userId).execute();
}

/** The cards of the favourites that are still in the catalogue, newest first. */
export async function favouriteGoods(db: Kysely<Database>, userId: number): Promise<GoodCard[]> {
  return loadCards(db, await favouriteIds(db, userId));
}
