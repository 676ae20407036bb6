import { searchGoodsAndContent } from "../services/search";
import type { Context } from "./context";
import { paging, pagination } from "./query";
import { ok } from "./respond";
import type { Route } from "./router";

const MAX_SEARCH = 100;

async function search(ctx: Context): Promise<Response> {
  const text = (ctx.url.searchParams.get("search") ?? "").slice(0, MAX_SEARCH).trim();
  const { page, limit, offset } = paging(ctx.url);
  const found = await searchGoodsAndContent(ctx.db, text, { limit, offset });
  return ok({
    search: text,
    goods: found.goods,
    goods_total: found.goodsTotal,
    pagination: pagination(page, limit, found.goodsTotal),
    content: found.content,
    content_total: found.contentTotal,
  });
}

export const searchRoutes: Route[] = [{ method: "GET", path: "/search", handler: search }];
