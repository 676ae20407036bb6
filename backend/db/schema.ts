import type { CatalogTables } from "./schema-catalog";
import type { CommerceTables } from "./schema-commerce";
import type { FileTables } from "./schema-files";
import type { MessageTables } from "./schema-messages";

/** The whole database, as Kysely sees it: catalogue and content, accounts, carts, orders and requests, stored files, the message outbox. */
export interface Database extends CatalogTables, CommerceTables, FileTables, MessageTables {}
