/**
 * The one entry point to the backend contract (docs/api.md, DESIGN.md §2).
 *
 * Shape: one namespace per area, so names never collide across areas and a route reads like the contract:
 *
 *   import { catalog, common } from "~/server/api.server";
 *   const listing = await catalog.getListing(...);
 *
 * Areas (each `app/server/api/<area>.server.ts`, written by the engineer who owns the area):
 *   common, catalog, content, page, cart, order, requests (+ account once it exists).
 * Shared zod shapes: `schemas`. The core (`callApi(path, options) → Response`, never throws; `readJson`) is
 * `client` — area modules use it, routes should not need it.
 * Importing an area module directly (`~/server/api/catalog.server`) is equivalent; this file only gathers them.
 */
export * as client from "./api/client.server";
export * as schemas from "./api/schemas.server";
export * as common from "./api/common.server";
export * as catalog from "./api/catalog.server";
export * as content from "./api/content.server";
export * as page from "./api/page.server";
export * as cart from "./api/cart.server";
export * as order from "./api/order.server";
export * as requests from "./api/requests.server";
