import type { Migration } from "kysely";
import * as m001 from "./001-catalog";
import * as m002 from "./002-accounts";
import * as m003 from "./003-orders";
import * as m004 from "./004-media-paths";
import * as m005 from "./005-stored-files";
import * as m007 from "./007-order-payments";
import * as m008 from "./008-staff";
import * as m009 from "./009-catalog-exchange";
import * as m013 from "./013-messages";
import * as m014 from "./014-catalog-visibility";
import * as m016 from "./016-delivery-visibility";
import * as m017 from "./017-photos";
import * as m019 from "./019-content-visibility";
import * as m022 from "./022-exchange-sessions";
import * as m024 from "./024-order-notices";
import * as m025 from "./025-staff-password-change";
import * as m026 from "./026-order-company";
import * as m027 from "./027-search-words";
import * as m028 from "./028-import-changes";
import * as m029 from "./029-money-in-kopecks";
import * as m030 from "./030-onec-revision";
import * as m031 from "./031-import-services";
import * as m032 from "./032-search-terms-by-document";
import * as m033 from "./033-order-lines";
import * as m035 from "./035-delivery-zones";
import * as m036 from "./036-payment-methods";
import * as m039 from "./039-promo-codes";
import * as m034 from "./034-delivery-dates";
import * as m037 from "./037-order-refunds";
import * as m042 from "./042-settlement-receipts";
import * as m049 from "./049-import-job-beat";
import * as m038 from "./038-delivery-services";
import * as m045 from "./045-assembly-rates";
import * as m046 from "./046-zone-delivery-days";
import * as m047 from "./047-order-invoices";
import * as m050 from "./050-order-shipments";
import * as m051 from "./051-receipt-attempts";

/** Every migration, in order. Names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  "001-catalog": m001,
  "002-accounts": m002,
  "003-orders": m003,
  "004-media-paths": m004,
  "005-stored-files": m005,
  "007-order-payments": m007,
  "008-staff": m008,
  "009-catalog-exchange": m009,
  // A new migration takes the next number after every one merged before it, so a database that ran those takes it in order.
  "013-messages": m013,
  "014-catalog-visibility": m014,
  "016-delivery-visibility": m016,
  "017-photos": m017,
  "019-content-visibility": m019,
  "022-exchange-sessions": m022,
  "024-order-notices": m024,
  "025-staff-password-change": m025,
  "026-order-company": m026,
  "027-search-words": m027,
  "028-import-changes": m028,
  "029-money-in-kopecks": m029,
  "030-onec-revision": m030,
  "031-import-services": m031,
  "032-search-terms-by-document": m032,
  "033-order-lines": m033,
  "035-delivery-zones": m035,
  "036-payment-methods": m036,
  "039-promo-codes": m039,
  "034-delivery-dates": m034,
  "037-order-refunds": m037,
  "042-settlement-receipts": m042,
  "049-import-job-beat": m049,
  "038-delivery-services": m038,
  "045-assembly-rates": m045,
  "046-zone-delivery-days": m046,
  "047-order-invoices": m047,
  "050-order-shipments": m050,
  "051-receipt-attempts": m051,
};
