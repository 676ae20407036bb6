import fs from "node:fs";
import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The server build requires the router as Node resolves it (its CommonJS file), which is the patched one.
const routerFile = createRequire(import.meta.url).resolve("@remix-run/router");
const { matchRoutes } = createRequire(import.meta.url)(routerFile) as typeof import("@remix-run/router");

/**
 * The server's router keeps each route tree's ranked branches and each compiled path pattern (patches/ applied by
 * npm ci's postinstall) instead of rebuilding them for every request. Matching must answer exactly what matching
 * a fresh tree answers.
 */
const tree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "catalog", path: "catalog/*" },
      { id: "catalog-index", path: "catalog" },
      { id: "content", path: ":kind/:slug" },
      {
        id: "account",
        path: "account",
        children: [
          { id: "account-index", index: true },
          { id: "order", path: "orders/:id" },
        ],
      },
      { id: "optional", path: "search/:page?" },
      { id: "file", path: "robots.txt" },
      { id: "admin", path: "admin", caseSensitive: true, children: [{ id: "goods", path: "goods/:id" }] },
      { id: "splat", path: "*" },
    ],
  },
];

const urls = [
  "/",
  "/catalog",
  "/catalog/divany/divan-oslo",
  "/news/otkrytie",
  "/account",
  "/account/orders/17",
  "/search",
  "/search/2",
  "/robots.txt",
  "/admin/goods/5",
  "/ADMIN/goods/5",
  "/%D0%BE-%D0%BD%D0%B0%D1%81",
  "/no/such/deep/path",
];

const summary = (routes: AgnosticRouteObject[], url: string) =>
  matchRoutes(routes, url)?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname })) ?? null;

describe("route matching on the server", () => {
  it("the installed router is the patched one", () => {
    expect(fs.readFileSync(routerFile, "utf8")).toContain("rankedBranchesOf");
  });

  it("matches every kind of path as a fresh tree does, the first time and every time after", () => {
    const kept = tree();
    for (let round = 0; round < 3; round++) {
      for (const url of urls) expect(summary(kept, url), `${url} (round ${round})`).toEqual(summary(tree(), url));
    }
    expect(summary(kept, "/account/orders/17")?.at(-1)).toEqual({ id: "order", params: { id: "17" }, pathname: "/account/orders/17" });
    expect(summary(kept, "/ADMIN/goods/5")?.at(-1)?.id).toBe("splat");
  });
});

describe("the route tree a page is rendered with", () => {
  const require = createRequire(import.meta.url);
  const { createStaticHandler, createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");
  const remixServerFile = require.resolve("@remix-run/react/dist/server.js");

  it("is made once per build: Remix's server entry keeps it per manifest (patches/)", () => {
    expect(fs.readFileSync(remixServerFile, "utf8")).toContain("serverRoutesOf(manifest.routes");
  });

  it("gives one set of data routes for every request, and each request its own matches", async () => {
    const routes = tree();
    const handler = createStaticHandler(routes);
    const routerFor = async (url: string) => {
      const context = await handler.query(new Request(`http://shop.test${url}`));
      if (context instanceof Response) throw new Error(`${url} answered a redirect`);
      return createStaticRouter(routes, context);
    };
    const order = await routerFor("/account/orders/17");
    const catalogue = await routerFor("/catalog/divany/divan-oslo");
    expect(catalogue.routes).toBe(order.routes);
    expect(order.state.matches.map((match) => match.route.id)).toEqual(["root", "account", "order"]);
    expect(order.state.matches.at(-1)?.params).toEqual({ id: "17" });
    expect(catalogue.state.matches.map((match) => match.route.id)).toEqual(["root", "catalog"]);
    expect(matchRoutes(catalogue.routes, "/news/otkrytie")?.at(-1)?.route.id).toBe("content");
  });
});
