import { revisionMovedHere } from "../services/catalog-revision";
import { backofficeCatalogRoutes } from "./backoffice-catalog-routes";
import { backofficeContentRoutes } from "./backoffice-content-routes";
import { backofficeDeliveryRoutes } from "./backoffice-delivery-routes";
import { backofficeDeliverySettingsRoutes } from "./backoffice-delivery-settings-routes";
import { backofficeImportRoutes } from "./backoffice-import-routes";
import { backofficePromoRoutes } from "./backoffice-promo-routes";
import { backofficeRefundRoutes } from "./backoffice-refund-routes";
import { backofficeInvoiceRoutes } from "./invoice-routes";
import { backofficeOrderEditRoutes } from "./backoffice-order-edit-routes";
import { backofficeSettingsRoutes } from "./backoffice-settings-routes";
import { backofficeStaffRoutes } from "./backoffice-staff-routes";
import { backofficeWorkRoutes } from "./backoffice-work-routes";
import { onecRoutes } from "./onec-routes";
import type { Route } from "./router";

/** The back office: staff sign-in, staff management, the audit log, orders, requests, the catalogue and its imports, the shop's settings, its deliveries and its content (under /admin), 1C's exchange. */
/**
 * A staff change answered here has committed: this process's caches of public data ask for the revision on
 * their next use, so the very next page shows the change.
 */
const askRevisionAfterChange = (route: Route): Route =>
  route.method === "GET"
    ? route
    : {
        ...route,
        handler: async (ctx) => {
          const response = await route.handler(ctx);
          revisionMovedHere();
          return response;
        },
      };

export const backofficeArea: Route[] = [
  ...backofficeStaffRoutes,
  ...backofficeWorkRoutes,
  ...backofficeRefundRoutes,
  ...backofficeInvoiceRoutes,
  ...backofficeOrderEditRoutes,
  ...backofficeCatalogRoutes,
  ...backofficeImportRoutes,
  ...backofficeSettingsRoutes,
  ...backofficeDeliveryRoutes,
  ...backofficeDeliverySettingsRoutes,
  ...backofficePromoRoutes,
  ...backofficeContentRoutes,
  ...onecRoutes,
].map(askRevisionAfterChange);
