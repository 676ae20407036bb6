import { PostgresAdapter, type Kysely } from "kysely";

/**
 * The 1C exchange behind several containers, and sign-in locks an attacker cannot hold:
 * - `import_jobs.claim`: the exchange session and file an import was started for, unique, so the first
 *   `mode=import` poll on any container claims the job and every later poll finds it;
 * - `staff_sign_in_addresses`: the addresses each staff account signed in from, so a lock on an account
 *   (too many wrong passwords from elsewhere) does not stop its own office or its 1C server.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const bigint = db.getExecutor().adapter instanceof PostgresAdapter ? "bigint" : "integer";
  await db.schema.alterTable("import_jobs").addColumn("claim", "text").execute();
  await db.schema.createIndex("import_jobs_claim").unique().on("import_jobs").column("claim").execute();
  await db.schema
    .createTable("staff_sign_in_addresses")
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("last_at", bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_sign_in_addresses_pk", ["staff_id", "ip"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("staff_sign_in_addresses").execute();
  await db.schema.dropIndex("import_jobs_claim").execute();
  await db.schema.alterTable("import_jobs").dropColumn("claim").execute();
}
