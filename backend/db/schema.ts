import type { CatalogTables } from "./schema-catalog";
import type { CommerceTables } from "./schema-commerce";

/** The whole database, as Kysely sees it: catalogue and content, plus accounts, carts, orders and requests. */
export interface Database extends CatalogTables, CommerceTables {}
