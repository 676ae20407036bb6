import type { CatalogTables } from "./schema-catalog";
import type { CommerceTables } from "./schema-commerce";
import type { MessageTables } from "./schema-messages";

/** The whole database, as Kysely sees it: catalogue and content, accounts, carts, orders, requests and the message outbox. */
export interface Database extends CatalogTables, CommerceTables, MessageTables {}
