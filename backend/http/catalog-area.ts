import { catalogRoutes } from "./catalog-routes";
import { commonRoutes } from "./common-routes";
import { contentRoutes } from "./content-routes";
import { feedRoutes } from "./feed-routes";
import { mediaRoutes } from "./media-routes";
import type { Route } from "./router";
import { searchRoutes } from "./search-routes";

/** Common data, catalogue, content, custom pages, search, seeded pictures and the YML feed. */
export const catalogArea: Route[] = [...commonRoutes, ...catalogRoutes, ...contentRoutes, ...searchRoutes, ...mediaRoutes, ...feedRoutes];
