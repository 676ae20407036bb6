import { backofficeCatalogRoutes } from "./backoffice-catalog-routes";
import { backofficeStaffRoutes } from "./backoffice-staff-routes";
import { backofficeWorkRoutes } from "./backoffice-work-routes";
import type { Route } from "./router";

/** The back office: staff sign-in, staff management, the audit log, orders, requests and the catalogue (all under /admin). */
export const backofficeArea: Route[] = [...backofficeStaffRoutes, ...backofficeWorkRoutes, ...backofficeCatalogRoutes];
