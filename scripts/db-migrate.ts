// `npm run db:migrate`: brings the database to the latest schema (and, unless SEED=none, seeds an empty one)
// as an explicit deploy step, before the shop's processes start. Starting the shop does the same by itself.
import { describeTarget, migrateAndSeed } from "./db-target";

const ms = await migrateAndSeed();
console.log(`database migrated: ${describeTarget()} (${ms} ms)`);
