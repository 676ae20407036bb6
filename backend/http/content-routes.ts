import { MSG_NOT_FOUND } from "./common-messages";
import type { Context } from "./context";
import { paging, pagination, textParam } from "./query";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";

const HANDLE = /^[a-z0-9-]{1,160}$/;

function requireHandle(ctx: Context): string {
  const handle = textParam(ctx.url, "handle");
  if (!HANDLE.test(handle)) throw new HttpError(404, MSG_NOT_FOUND);
  return handle;
}

/** The found thing, or the end of the request with 404. */
function found<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(404, MSG_NOT_FOUND);
  return value;
}

/** A content list: 12 a page by default, at most 60. */
function list(kind: "ideas" | "news" | "portfolio") {
  return async (ctx: Context) => {
    const { page, limit, offset } = paging(ctx.url, 12, 60);
    const { items, total } = await ctx.services.content[kind]({ limit, offset });
    return ok({ items, pagination: pagination(page, limit, total) });
  };
}

async function pageDetail(ctx: Context) {
  const url = textParam(ctx.url, "url").replace(/^\/+|\/+$/g, "");
  if (!HANDLE.test(url)) throw new HttpError(404, MSG_NOT_FOUND);
  return ok(found(await ctx.services.content.page(url)));
}

/** GET /idea answers only ids and handles; the storefront asks each idea's detail. */
export const contentRoutes: Route[] = [
  { method: "GET", path: "/idea", handler: list("ideas") },
  { method: "GET", path: "/idea/detail", handler: async (ctx) => ok(found(await ctx.services.content.idea(requireHandle(ctx)))) },
  { method: "GET", path: "/news", handler: list("news") },
  { method: "GET", path: "/news/detail", handler: async (ctx) => ok(found(await ctx.services.content.newsItem(requireHandle(ctx)))) },
  { method: "GET", path: "/portfolio", handler: list("portfolio") },
  { method: "GET", path: "/portfolio/detail", handler: async (ctx) => ok(found(await ctx.services.content.portfolioItem(requireHandle(ctx)))) },
  { method: "GET", path: "/page/detail", handler: pageDetail },
];
