import { cartRoutes } from "./cart-routes";
import { favoriteRoutes } from "./favorite-routes";
import { accountRoutes } from "./lk-account-routes";
import { lkRoutes } from "./lk-routes";
import type { Route } from "./router";

/** Sign-in, the account, and signed-in users' carts and favourites. */
export const accountsArea: Route[] = [...lkRoutes, ...accountRoutes, ...cartRoutes, ...favoriteRoutes];
