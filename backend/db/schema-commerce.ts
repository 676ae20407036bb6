import type { AccountTables } from "./schema-accounts";
import type { OrderTables } from "./schema-orders";
import type { PromoTables } from "./schema-promo";

/** Accounts, sessions, codes, carts, favourites (accounts), checkout, orders, requests (orders) and promo codes. */
export interface CommerceTables extends AccountTables, OrderTables, PromoTables {}
