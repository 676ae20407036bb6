import type { CatalogTables } from "./schema-catalog";
import type { CommerceTables } from "./schema-commerce";
import type { FileTables } from "./schema-files";
import type { MessageTables } from "./schema-messages";
import type { ServiceTables } from "./schema-services";
import type { StaffTables } from "./schema-staff";

/**
 * The whole database, as Kysely sees it: catalogue and content, accounts, carts, orders and requests, stored
 * files, the message outbox, the courier's services, the back office's staff.
 */
export interface Database extends CatalogTables, CommerceTables, FileTables, MessageTables, ServiceTables, StaffTables {}
