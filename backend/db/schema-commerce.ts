import type { AccountTables } from "./schema-accounts";
import type { OrderTables } from "./schema-orders";
import type { PromoTables } from "./schema-promo";
import type { ShipmentTables } from "./schema-shipments";

/** Accounts, sessions, codes, carts, favourites (accounts), checkout, orders, requests (orders), promo codes and shipments. */
export interface CommerceTables extends AccountTables, OrderTables, PromoTables, ShipmentTables {}
