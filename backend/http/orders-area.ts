import { invoiceRoutes } from "./invoice-routes";
import { orderRoutes } from "./order-routes";
import { payRoutes } from "./pay-routes";
import { promoRoutes } from "./promo-routes";
import { requestRoutes } from "./request-routes";
import type { Route } from "./router";
import { suggestRoutes } from "./suggest-routes";

/** Checkout and orders, promo codes, the test payment gateway, lead requests and address suggestions. */
export const ordersArea: Route[] = [...orderRoutes, ...invoiceRoutes, ...promoRoutes, ...payRoutes, ...requestRoutes, ...suggestRoutes];
