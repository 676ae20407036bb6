import { catalogRoutes } from "./catalog-routes";
import { commonRoutes } from "./common-routes";
import { contentRoutes } from "./content-routes";
import { mediaRoutes } from "./media-routes";
import type { Route } from "./router";
import { searchRoutes } from "./search-routes";

/** Common data, catalogue, content, custom pages, search and seeded pictures. */
export const catalogArea: Route[] = [...commonRoutes, ...catalogRoutes, ...contentRoutes, ...searchRoutes, ...mediaRoutes];
