import type { Kysely } from "kysely";
import type { ResolvedConfig } from "../config";
import type { Database } from "../db/schema";
import { bindDb } from "./bound";
import { cartWithGoods, updateCart } from "./cart";
import { cardsByIds, goodDetail, listGoods, listSections, sectionByHandle, sectionFilters } from "./catalog";
import { readCatalogRevision } from "./catalog-revision";
import { commonData } from "./common";
import { ideaByHandle, listIdeas, listNews, listPortfolio, newsByHandle, pageByUrl, portfolioByHandle } from "./content";
import { addFavourites, clearFavourites, favouriteGoods, removeFavourites } from "./favourites";
import { mediaPicture } from "./media";
import { searchGoodsAndContent } from "./search";
import { suggest } from "./search-suggest";
import { ymlFeed } from "./yml-feed";

/**
 * What the shopper's pages read and keep: the catalogue, content, search, the cart, favourites, the shop's common
 * data, the YML feed and the seeded pictures. Each area is its functions bound to the database, so a handler calls
 * `ctx.services.catalog.goods(…)` as it calls every other service; the rules and the SQL stay in the modules named.
 */
export function createStorefrontServices(db: Kysely<Database>, config: ResolvedConfig) {
  return {
    catalog: bindDb(db, {
      goods: listGoods,
      sections: listSections,
      section: sectionByHandle,
      filters: sectionFilters,
      good: goodDetail,
      cards: cardsByIds,
      revision: readCatalogRevision,
    }),
    content: bindDb(db, {
      ideas: listIdeas,
      idea: ideaByHandle,
      news: listNews,
      newsItem: newsByHandle,
      portfolio: listPortfolio,
      portfolioItem: portfolioByHandle,
      page: pageByUrl,
    }),
    search: bindDb(db, { goodsAndContent: searchGoodsAndContent, suggest }),
    cart: bindDb(db, { update: updateCart, withGoods: cartWithGoods }),
    favourites: bindDb(db, { add: addFavourites, remove: removeFavourites, clear: clearFavourites, goods: favouriteGoods }),
    /** The header's and footer's data: contacts, menus, settings. */
    common: bindDb(db, { data: commonData }),
    feed: bindDb(db, { yml: ymlFeed }),
    /** A seeded picture by its media name (its PNG twin kept in the configured media folder). */
    media: { picture: (name: string, format: "svg" | "png") => mediaPicture(db, config.mediaDir, name, format) },
  };
}

export type StorefrontServices = ReturnType<typeof createStorefrontServices>;
