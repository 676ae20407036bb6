import { ideaByHandle, listIdeas, listNews, listPortfolio, newsByHandle, pageByUrl, portfolioByHandle } from "../services/content";
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
function list(read: typeof listIdeas | typeof listNews | typeof listPortfolio) {
  return async (ctx: Context) => {
    const { page, limit, offset } = paging(ctx.url, 12, 60);
    const { items, total } = await read(ctx.db, { limit, offset });
    return ok({ items, pagination: pagination(page, limit, total) });
  };
}

async function pageDetail(ctx: Context) {
  const url = textParam(ctx.url, "url").replace(/^\/+|\/+$/g, "");
  if (!HANDLE.test(url)) throw new HttpError(404, MSG_NOT_FOUND);
  return ok(found(await pageByUrl(ctx.db, url)));
}

/** GET /idea answers only ids and handles; the storefront asks each idea's detail. */
export const contentRoutes: Route[] = [
  { method: "GET", path: "/idea", handler: list(listIdeas) },
  { method: "GET", path: "/idea/detail", handler: async (ctx) => ok(found(await ideaByHandle(ctx.db, requireHandle(ctx)))) },
  { method: "GET", path: "/news", handler: list(listNews) },
  { method: "GET", path: "/news/detail", handler: async (ctx) => ok(found(await newsByHandle(ctx.db, requireHandle(ctx)))) },
  { method: "GET", path: "/portfolio", handler: list(listPortfolio) },
  { method: "GET", path: "/portfolio/detail", handler: async (ctx) => ok(found(await portfolioByHandle(ctx.db, requireHandle(ctx)))) },
  { method: "GET", path: "/page/detail", handler: pageDetail },
];
