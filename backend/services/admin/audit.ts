import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Who made a change: a signed-in staff member, or the command line (`staff_id` null). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  id: number;
  staff_email: string;
  at: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes one entry; call it inside the transaction of the change, so a change and its entry are kept together. */
export async function recordChange(db: Kysely<Database>, actor: Actor, at: string, change: AuditRecord): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      staff_id: actor.id,
      staff_email: actor.email,
      at,
      action: change.action,
      entity: change.entity,
      entity_id: String(change.entityId),
      before: change.before === null ? null : JSON.stringify(change.before),
      after: change.after === null ? null : JSON.stringify(change.after),
    })
    .execute();
}

/**
 * Shoppers' data read in bulk: 1C's exchange (its sign-ins and the orders it was handed, with names, phones and
 * addresses), the staff's exports of orders and requests and a shopper's file downloaded. The entry's `after`
 * says how many records (`records`); the back office lists these apart from changes.
 */
export const DATA_ACCESS_ACTIONS = [
  "onec.sign_in",
  "onec.orders_sent",
  "onec.orders_confirmed",
  "orders.export",
  "requests.export",
  "request.file",
] as const;
export type DataAccessAction = (typeof DATA_ACCESS_ACTIONS)[number];

/** Records one reading of shoppers' data: who, when, what, how many records (and what else helps to tell). */
export async function recordAccess(
  db: Kysely<Database>,
  actor: Actor,
  at: string,
  access: { action: DataAccessAction; entity: string; entityId: string | number; after: Record<string, unknown> },
): Promise<void> {
  await recordChange(db, actor, at, { ...access, before: null });
}

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** Newest first; `entity` and `entityId` narrow it to one thing's history. */
export async function listChanges(
  db: Kysely<Database>,
  filter: { entity?: string; entityId?: string; actions?: readonly string[]; offset: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  let query = db.selectFrom("audit_log");
  if (filter.entity) query = query.where("entity", "=", filter.entity);
  if (filter.entityId) query = query.where("entity_id", "=", filter.entityId);
  if (filter.actions) query = query.where("action", "in", filter.actions);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy("id", "desc").offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const entries = rows.map((row) => ({
    id: row.id,
    staff_email: row.staff_email,
    at: row.at,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: parse(row.before),
    after: parse(row.after),
  }));
  return { entries, total: Number(count.n) };
}

/** The last change of one thing the log knows (of `actions` only, when given): who made it and when. */
export async function latestChange(
  db: Kysely<Database>,
  entity: string,
  entityId: string | number,
  actions?: readonly string[],
): Promise<{ by: string | null; at: string } | null> {
  let query = db
    .selectFrom("audit_log")
    .leftJoin("staff", "staff.id", "audit_log.staff_id")
    .select(["audit_log.staff_id", "audit_log.staff_email", "audit_log.at", "staff.name"])
    .where("audit_log.entity", "=", entity)
    .where("audit_log.entity_id", "=", String(entityId));
  if (actions) query = query.where("audit_log.action", "in", actions);
  const row = await query.orderBy("audit_log.id", "desc").limit(1).executeTakeFirst();
  if (!row) return null;
  // A change from the command line has no staff member to name.
  if (row.staff_id === null) return { by: null, at: row.at };
  return { by: row.name ? `${row.name} (${row.staff_email})` : row.staff_email, at: row.at };
}
