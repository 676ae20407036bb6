import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A model is the goods sold as variants of one another (the colours of one sofa, the sizes of one bed): they
 * share `goods.model_id`, a number of its own that is never a good's id. A new model takes the next number
 * after every model there is, so a good made a model of its own never lands in another model by a number that
 * happens to be free among goods but not among models.
 */

/** The number a new model takes. */
export async function nextModelId(conn: Kysely<Database>): Promise<number> {
  const row = await conn
    .selectFrom("goods")
    .select((eb) => eb.fn.max("model_id").as("model_id"))
    .executeTakeFirst();
  return Number(row?.model_id ?? 0) + 1;
}
