import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import type { ResolvedConfig } from "../config";
import { alignDemoDeliveryRules } from "./seed/demo-delivery-rules";
import { migrations } from "./migrations";
import type { Database } from "./schema";
import { seedCatalogIfEmpty } from "./seed";
import { seedOrdersIfEmpty } from "./seed/orders";
import { withStartupLock } from "./startup-lock";
import { ensureStructuralPayments } from "./structural-payments";

const staticProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/**
 * Brings the database to the latest schema, writes the structural payment methods and, with `config.seed`, seeds the demo shop into an empty one;
 * under the startup lock, so any number of processes may start together on one empty database.
 */
export async function prepareDatabase(db: Kysely<Database>, config: ResolvedConfig): Promise<void> {
  await withStartupLock(config, async () => {
    const { error } = await new Migrator({ db, provider: staticProvider }).migrateToLatest();
    if (error) throw error;
    await ensureStructuralPayments(db);
    if (!config.seed) return;
    await seedCatalogIfEmpty(db, config);
    await seedOrdersIfEmpty(db, config);
    await alignDemoDeliveryRules(db);
  });
}
