import type { Context } from "./context";
import { paging, pagination } from "./query";
import { ok } from "./respond";
import type { Route } from "./router";

const MAX_SEARCH = 100;

const searchText = (ctx: Context) => (ctx.url.searchParams.get("search") ?? "").slice(0, MAX_SEARCH).trim();

async function search(ctx: Context): Promise<Response> {
  const text = searchText(ctx);
  const { page, limit, offset } = paging(ctx.url);
  const found = await ctx.services.search.goodsAndContent(text, { limit, offset });
  return ok({
    search: text,
    goods: found.goods,
    goods_total: found.goodsTotal,
    pagination: pagination(page, limit, found.goodsTotal),
    content: found.content,
    content_total: found.contentTotal,
    read_as: found.readAs,
    did_you_mean: found.didYouMean,
  });
}

async function suggestions(ctx: Context): Promise<Response> {
  const text = searchText(ctx);
  const found = await ctx.services.search.suggest(text);
  return ok({
    search: text,
    queries: found.queries.map((query) => ({ text: query, url: `/result?search=${encodeURIComponent(query)}` })),
    sections: found.sections.map((section) => ({ name: section.name, url: `/catalog/${section.handle}` })),
    goods: found.goods,
  });
}

export const searchRoutes: Route[] = [
  { method: "GET", path: "/search", handler: search },
  { method: "GET", path: "/search/suggest", handler: suggestions },
];
