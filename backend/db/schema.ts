import type { CatalogTables } from "./schema-catalog";
import type { CommerceTables } from "./schema-commerce";
import type { StaffTables } from "./schema-staff";

/** The whole database, as Kysely sees it: catalogue and content, plus accounts, carts, orders and requests, plus the back office's staff. */
export interface Database extends CatalogTables, CommerceTables, StaffTables {}
