import { accountsArea } from "./accounts-area";
import { ordersArea } from "./orders-area";
import type { Route } from "./router";

/** Sign-in, account, cart, favourites (accounts-area) and checkout, payment, requests, suggestions (orders-area). */
export const commerceArea: Route[] = [...accountsArea, ...ordersArea];
