import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Every amount becomes integer kopecks (it was integer roubles): goods' prices, delivery prices and thresholds,
 * order lines and totals, payment amounts. The columns keep their names; PostgreSQL widens them to bigint (a
 * total of 21 474 837 ₽ would overflow integer kopecks), SQLite's integer already holds 64 bits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const MONEY_COLUMNS: Record<string, string[]> = {
  goods: ["price", "old_price"],
  deliveries: ["price", "free_from"],
  orders: ["goods_total", "delivery_price", "total"],
  order_items: ["price", "sum"],
  payment_transactions: ["amount"],
  order_payments: ["amount"],
};

async function scale(db: AnyDb, factor: "* 100" | "/ 100", type: "bigint" | "integer"): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    for (const column of columns) {
      const c = sql.ref(column);
      if (postgres) {
        await sql`alter table ${sql.table(table)} alter column ${c} type ${sql.raw(type)} using ${c} ${sql.raw(factor)}`.execute(db);
      } else {
        await sql`update ${sql.table(table)} set ${c} = ${c} ${sql.raw(factor)}`.execute(db);
      }
    }
  }
}

export async function up(db: AnyDb): Promise<void> {
  await scale(db, "* 100", "bigint");
}

/** Back to whole roubles, kopecks dropped (a price of 28.50 becomes 28). */
export async function down(db: AnyDb): Promise<void> {
  await scale(db, "/ 100", "integer");
}
