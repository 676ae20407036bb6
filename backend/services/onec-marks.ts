import { sql } from "kysely";

/**
 * How an order is marked for 1C's next `mode=query`: every change 1C reads (created, paid, payment cancelled,
 * stage, cancel, delivery address or lines) raises `onec_revision` in the same UPDATE as the change, so two
 * containers changing one order at once both count, and a change made between 1C's query and its `mode=success`
 * leaves the order above what 1C confirms. Spread into the `set` of that UPDATE.
 */
export const CHANGED_FOR_ONEC = { onec_revision: sql<number>`onec_revision + 1` };

/**
 * A change 1C itself sent: the revision grows (the order changed), and when 1C had everything before it, it has
 * this one too (1C is not sent back its own change); a change of the shop's still unconfirmed stays pending.
 * Both right-hand sides read the row as it was before the UPDATE (SQLite and PostgreSQL alike).
 */
export const CHANGED_BY_ONEC = {
  onec_revision: sql<number>`onec_revision + 1`,
  onec_confirmed: sql<number>`case when onec_confirmed = onec_revision then onec_revision + 1 else onec_confirmed end`,
};
