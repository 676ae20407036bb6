import path from "node:path";
import { createStaffCatalog, type StaffCatalog } from "./admin/catalog";
import { createStaffContent, type StaffContent } from "./admin/content";
import { trustedAddresses } from "../exchange/public-address";
import { createStaffImports, type StaffImports } from "./admin/imports";
import type { Kysely } from "kysely";
import type { ResolvedConfig } from "../config";
import type { Database } from "../db/schema";
import { createAccountServices } from "./accounts";
import type { AccountServices, ServiceDeps } from "./contracts";
import { listChanges, recordAccess, type Actor } from "./admin/audit";
import { createStaffNotices, type StaffNotices } from "./admin/order-notices";
import { createStaffOrders, type StaffOrders } from "./admin/orders";
import { createOrderRefunds, type OrderRefunds } from "./admin/order-refunds";
import { createOrderEdits, type OrderEdits } from "./admin/order-edit";
import { createOrderShipments, type OrderShipments } from "./admin/order-shipments";
import { receiptSettingsOf } from "./order-lines";
import { createStaffRequests, type StaffRequests } from "./admin/requests";
import { createStaffDelivery, type StaffDeliveryService } from "./admin/delivery";
import { createStaffServicePrices, type StaffServicePrices } from "./admin/service-prices";
import { createStaffCalendar, type StaffCalendarService } from "./admin/delivery-calendar";
import { createStaffPromo, type StaffPromoService } from "./admin/promo";
import { createStaffSettings, type StaffSettings } from "./admin/settings";
import { createBrandFiles, type BrandFiles } from "./brand-files";
import { createStaffService, type StaffService } from "./admin/staff";
import type { FileStore } from "./file-store";
import { databaseFileStore } from "./file-store-db";
import { s3FileStore } from "./file-store-s3";
import { createOneCExchange, type OneCExchange } from "./onec-exchange";
import { createOrderServices, paymentProviderFor, type OrderServices } from "./orders";
import { createPhotoStore, type PhotoStore } from "./photos";
import { createShopperAccounts, type ShopperAccounts } from "./shopper-accounts";
import { createStorefrontServices, type StorefrontServices } from "./storefront";
import type { OmitFirst } from "./bound";
import { createYookassaReceipts } from "./payments/yookassa";
import { createSettlementReceipts } from "./payments/settlement-receipts";
import { recordChange } from "./admin/audit";
import { invoiceFile, markInvoicePaid, type InvoiceFile } from "./invoices/invoices";

/**
 * Every service a handler calls, as `ctx.services.<area>.<name>(…)`: handlers hold no database of their own.
 */
export interface Services extends AccountServices, StorefrontServices {
  orders: OrderServices;
  /** The shoppers' accounts: sign-in by phone, the profile, changes of e-mail, phone and password. */
  users: ShopperAccounts;
  /** Uploaded files; read a request's file with `files.get(stored_name)` (see FileStore). */
  files: FileStore;
  /** Goods' and sections' photos: uploads checked, stored once with their derived sizes (services/photos.ts). */
  photos: PhotoStore;
  /** The shop's uploaded logo and favicon: checked by content, redrawn to PNG (services/brand-files.ts). */
  brand: BrandFiles;
  /** The back office: staff and their sessions, and the staff's side of orders, requests, the catalogue, the shop's settings and its content. */
  backoffice: {
    staff: StaffService;
    orders: StaffOrders;
    /** Refunds of orders' online payments through the payment provider. */
    refunds: OrderRefunds;
    /** The счёт of an order paid by invoice: its PDF, and «Счёт оплачен». */
    invoices: {
      file(orderId: number): Promise<InvoiceFile | null>;
      markPaid(actor: Actor, orderId: number): Promise<void>;
    };
    /** A manager's change of an order's goods and delivery before the hand-over. */
    edits: OrderEdits;
    /** Shipping part of an order's goods, and the shipments made. */
    shipments: OrderShipments;
    /** The texts the shopper is sent when an order moves on, as the admins edited them. */
    notices: StaffNotices;
    requests: StaffRequests;
    catalog: StaffCatalog;
    imports: StaffImports;
    settings: StaffSettings;
    delivery: StaffDeliveryService;
    /** The courier's services: titles, VAT codes and prices of lift, assembly, removal and measuring. */
    servicePrices: StaffServicePrices;
    /** The delivery calendar: days off, holidays, each way's orders a day and time windows. */
    calendar: StaffCalendarService;
    promo: StaffPromoService;
    content: StaffContent;
    /** The audit log: changes, and readings of shoppers' data (`access`, see DATA_ACCESS_ACTIONS). */
    audit: { list: OmitFirst<typeof listChanges>; access(actor: Actor, access: Parameters<typeof recordAccess>[3]): Promise<void> };
  };
  /** 1C's «Обмен с сайтом» (CommerceML over HTTP): its steps, as plain data (the protocol is http/onec-routes.ts). */
  onec: OneCExchange;
}

/** The store of uploaded files the configuration names (the outbox attaches from it too, so it is made first). */
export function createFileStore(db: Kysely<Database>, config: ResolvedConfig): FileStore {
  const store = config.fileStore;
  return store.kind === "s3" ? s3FileStore(store) : databaseFileStore(db);
}

export function createServices(deps: ServiceDeps): Services {
  const accounts = createAccountServices(deps);
  const { db, config, files } = deps;
  const iso = () => new Date(config.now()).toISOString();
  const photos = createPhotoStore(db, files, config.now);
  const brand = createBrandFiles(files, iso);
  const notices = { outbox: accounts.outbox, publicUrl: config.publicUrl };
  const mails = { ...notices, managerEmail: config.messaging.managerEmail };
  const refunds = createOrderRefunds({ db, provider: paymentProviderFor(deps), notices, log: deps.log.child({ area: "refunds" }), now: iso });
  const staffOrders = createStaffOrders(
    db,
    iso,
    notices,
    config.payment.kind === "yookassa"
      ? createSettlementReceipts(db, createYookassaReceipts(config.payment.yookassa), deps.log.child({ receipts: "yookassa" }), config.now)
      : null,
  );
  const backoffice = {
    staff: createStaffService({ db, secret: config.secret, now: config.now }),
    orders: staffOrders,
    refunds,
    invoices: {
      file: (orderId: number) => invoiceFile(db, files, orderId),
      markPaid: (actor: Actor, orderId: number) => markInvoicePaid(db, mails, actor, orderId, iso()),
    },
    edits: createOrderEdits({ db, files, refunds, notices, receipt: receiptSettingsOf(config.payment), now: iso }),
    shipments: createOrderShipments({ db, orders: staffOrders, notices, now: iso }),
    notices: createStaffNotices(db, iso),
    requests: createStaffRequests(db, files, iso, accounts.outbox),
    settings: createStaffSettings(db, iso, brand),
    catalog: createStaffCatalog(db, iso, photos),
    delivery: createStaffDelivery(db, iso),
    servicePrices: createStaffServicePrices(db, iso),
    calendar: createStaffCalendar(db, iso),
    promo: createStaffPromo(db, iso),
    content: createStaffContent(db, iso, photos),
    imports: createStaffImports(db, deps.log, iso, photos, { trusted: trustedAddresses(config.importTrustedAddresses) }),
    audit: {
      list: (filter: Parameters<typeof listChanges>[1]) => listChanges(db, filter),
      access: (actor: Actor, access: Parameters<typeof recordAccess>[3]) => recordAccess(db, actor, iso(), access),
    },
  };
  const onec = createOneCExchange({
    db,
    log: deps.log,
    secret: config.secret,
    dir: path.join(config.dataDir, "1c-exchange"),
    staff: backoffice.staff,
    onImported: async (staff, result) => {
      await recordChange(db, { id: staff.id, email: staff.email }, iso(), {
        action: "catalog.import",
        entity: "import_job",
        entityId: result.jobId,
        before: null,
        after: { source: "1c", counters: result.counters },
      });
    },
    priceType: config.onecPriceType,
    photos,
    orders: backoffice.orders,
    mails,
    now: config.now,
  });
  return {
    ...accounts,
    ...createStorefrontServices(db, config),
    users: createShopperAccounts(db, accounts.codes, accounts.limits, config.now),
    files,
    photos,
    brand,
    orders: createOrderServices(deps, accounts, files),
    backoffice,
    onec,
  };
}
