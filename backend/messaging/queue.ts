import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Dialect } from "../db/connection";
import type { Database } from "../db/schema";
import type { MessageChannel } from "../db/schema-messages";
import type { ClaimedMessage, NewMessage } from "./message";

/** The outbox table's statements: adding a message in the caller's transaction, claiming, settling, counting. */

/** Adds a message; `db` is the caller's transaction, so the message exists exactly when what caused it does. */
export async function addMessage(db: Kysely<Database>, message: NewMessage, now: number): Promise<void> {
  await db
    .insertInto("messages")
    .values({
      channel: message.channel,
      recipient: message.to,
      payload: JSON.stringify(message.content),
      status: "pending",
      next_attempt_at: now,
      expires_at: message.expiresAt ?? null,
      created_at: now,
    })
    .execute();
}

/**
 * Claims up to `limit` due messages of `channel` for `worker` until `now + leaseMs`, counting the attempt. A message whose
 * lease ran out (its sender died mid-delivery) is due again. On PostgreSQL the rows are locked with SKIP LOCKED,
 * so concurrent senders of several processes claim disjoint sets without waiting on each other; the conditions
 * are checked again on the row the UPDATE finally writes. SQLite serialises writers on its own (one process per
 * database file).
 */
export async function claimDue(
  db: Kysely<Database>,
  dialect: Dialect,
  input: { channel: MessageChannel; worker: string; limit: number; leaseMs: number; now: number },
): Promise<ClaimedMessage[]> {
  const { channel, worker, limit, leaseMs, now } = input;
  const due = db
    .selectFrom("messages")
    .select("id")
    .where("channel", "=", channel)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
    .orderBy("id")
    .limit(limit);
  const claim = { claimed_by: worker, claimed_until: now + leaseMs, attempts: sql<number>`attempts + 1` };
  const free = (eb: ExpressionBuilder<Database, "messages">) =>
    eb.or([eb("messages.claimed_until", "is", null), eb("messages.claimed_until", "<", now)]);
  // PostgreSQL: the due rows are chosen once, in a CTE. As `id IN (subquery)` it may run the subquery again for
  // every row it scans, and SKIP LOCKED then hands it new rows each time, claiming far more than `limit`.
  const rows =
    dialect === "postgres"
      ? await db
          .with("due", () => due.forUpdate().skipLocked())
          .updateTable("messages")
          .from("due")
          .set(claim)
          .whereRef("messages.id", "=", "due.id")
          .where("messages.status", "=", "pending")
          .where(free)
          .returningAll("messages")
          .execute()
      : await db.updateTable("messages").set(claim).where("id", "in", due).where("status", "=", "pending").where(free).returningAll().execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map(
      (row) =>
        ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          content: JSON.parse(row.payload),
          attempts: row.attempts,
          createdAt: Number(row.created_at),
          expiresAt: row.expires_at === null ? null : Number(row.expires_at),
        }) as ClaimedMessage,
    );
}

/** Only the sender that holds the claim settles a message. */
function claimedBy(db: Kysely<Database>, id: number, worker: string) {
  return db.updateTable("messages").where("id", "=", id).where("claimed_by", "=", worker).where("status", "=", "pending");
}

export async function markSent(db: Kysely<Database>, input: { id: number; worker: string; providerId: string | null; now: number }): Promise<void> {
  await claimedBy(db, input.id, input.worker)
    .set({ status: "sent", sent_at: input.now, provider_id: input.providerId, claimed_until: null, last_error: null })
    .execute();
}

export async function markRetry(db: Kysely<Database>, input: { id: number; worker: string; error: string; at: number }): Promise<void> {
  await claimedBy(db, input.id, input.worker)
    .set({ next_attempt_at: input.at, claimed_until: null, claimed_by: null, last_error: input.error })
    .execute();
}

export async function markExpired(db: Kysely<Database>, input: { id: number; worker: string }): Promise<void> {
  await claimedBy(db, input.id, input.worker).set({ status: "expired", claimed_until: null }).execute();
}

export async function markFailed(db: Kysely<Database>, input: { id: number; worker: string; error: string }): Promise<void> {
  await claimedBy(db, input.id, input.worker).set({ status: "failed", claimed_until: null, last_error: input.error }).execute();
}

/** Messages waiting to go out whose time has come (due now, not yet sent, not expired): the backlog a monitor watches. */
export async function countBacklog(db: Kysely<Database>, now: number): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
