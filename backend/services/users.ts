import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A user as the contract shows it (`lk/check_token`, and `user` of `common`): docs/api.md. */
export interface PublicUser {
  id: number;
  phone: string;
  email: string | null;
  fio: string | null;
  birthday: string | null;
  has_password: boolean;
}

/** The stored user with its password hash (for password checks), or undefined. */
export function findUser(db: Kysely<Database>, id: number) {
  return db.selectFrom("users").select(["id", "phone", "email", "fio", "birthday", "password_hash"]).where("id", "=", id).executeTakeFirst();
}

/** The id and password hash of the user with this e-mail or phone (for password sign-in), or undefined. */
export function findPasswordHolder(db: Kysely<Database>, login: { email: string } | { phone: string }) {
  const [column, value] = "email" in login ? (["email", login.email] as const) : (["phone", login.phone] as const);
  return db.selectFrom("users").select(["id", "password_hash"]).where(column, "=", value).executeTakeFirst();
}

/** The contract's user of `id`, or null when there is none. */
export async function publicUserById(db: Kysely<Database>, id: number): Promise<PublicUser | null> {
  const row = await findUser(db, id);
  if (!row) return null;
  return { id: row.id, phone: row.phone, email: row.email, fio: row.fio, birthday: row.birthday, has_password: row.password_hash !== null };
}

/** The user of a confirmed phone; a phone seen for the first time makes a new account (once, even in a race). */
export async function userIdForPhone(db: Kysely<Database>, phone: string, now: number): Promise<number> {
  await db
    .insertInto("users")
    .values({ phone, email: null, fio: null, birthday: null, password_hash: null, created_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  const row = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A name for an account that has none, from the latest guest order placed with its phone (the phone the code
 * just confirmed). The e-mail of that order is not copied: an account's e-mail is only ever one its owner
 * confirmed with a code.
 */
export async function prefillFromGuestOrders(db: Kysely<Database>, userId: number, phone: string): Promise<void> {
  const latest = await db
    .selectFrom("orders")
    .select("fio")
    .where("phone", "=", phone)
    .where("user_id", "is", null)
    .where("fio", "!=", "")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (latest) await db.updateTable("users").set({ fio: latest.fio }).where("id", "=", userId).where("fio", "is", null).execute();
}
