import { backofficeCatalogRoutes } from "./backoffice-catalog-routes";
import { backofficeContentRoutes } from "./backoffice-content-routes";
import { backofficeDeliveryRoutes } from "./backoffice-delivery-routes";
import { backofficeImportRoutes } from "./backoffice-import-routes";
import { backofficeSettingsRoutes } from "./backoffice-settings-routes";
import { backofficeStaffRoutes } from "./backoffice-staff-routes";
import { backofficeWorkRoutes } from "./backoffice-work-routes";
import { onecRoutes } from "./onec-routes";
import type { Route } from "./router";

/** The back office: staff sign-in, staff management, the audit log, orders, requests, the catalogue and its imports, the shop's settings, its deliveries and its content (under /admin), 1C's exchange. */
export const backofficeArea: Route[] = [
  ...backofficeStaffRoutes,
  ...backofficeWorkRoutes,
  ...backofficeCatalogRoutes,
  ...backofficeImportRoutes,
  ...backofficeSettingsRoutes,
  ...backofficeDeliveryRoutes,
  ...backofficeContentRoutes,
  ...onecRoutes,
];
