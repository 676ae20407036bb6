import type { AccountTables } from "./schema-accounts";
import type { OrderTables } from "./schema-orders";

/** Accounts, sessions, codes, carts, favourites (accounts) and checkout, orders, requests (orders). */
export interface CommerceTables extends AccountTables, OrderTables {}
