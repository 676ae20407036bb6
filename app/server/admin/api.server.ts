import { z } from "zod";
import { DELIVERY_CODES, PHOTO_UPLOAD_TIMEOUT_MS } from "~/config/constants";
import { displayFileName } from "~/lib/files";
import type { MenuItem } from "~/lib/menu";
import { catalogChangedHere } from "../catalog-revision.server";
import { callApi, getPageData, readFail, readJson, type ApiFail } from "../api/client.server";
import { extendBackendDeadline } from "../request-scope.server";
import { imageSchema } from "../api/schemas.server";

/*
 * Exports (stable): the back office's calls to the backend's `/admin/…` contract, each with the staff token.
 *   staffSignIn, staffSignOut, staffOf, listOrders, exportOrders, getOrder, listRequests, exportRequests,
 *   getRequest, fetchRequestFile, fetchOrderInvoice, listStaff, listAudit, listSections, listGoods, getGood, getSettings, getNotices, getDeliverySetup, postAdmin (any `/admin/…` change: ok or an ApiFail),
 *   listImports, getImport, startImport, fetchGoodsCsv, listContent, getContentItem, uploadPhoto, uploadBrandFile
 */

const role = z.enum(["admin", "manager", "exchange"]);
const staffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role,
  disabled: z.boolean(),
  created_at: z.string(),
  password_change_required: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

const stage = z.enum(["new", "confirmed", "in_production", "ready", "shipped", "completed", "cancelled"]);
const status = z.enum(["new", "awaiting_payment", "paid", "cancelled"]);
export type OrderStage = z.infer<typeof stage>;
const paginationSchema = z.object({ page: z.number(), pages: z.number(), total: z.number(), limit: z.number() });

const orderSummary = z.object({
  id: z.number(),
  created_at: z.string(),
  stage,
  status,
  fio: z.string(),
  phone: z.string(),
  email: z.string(),
  delivery_title: z.string(),
  payment_title: z.string(),
  city: z.string(),
  delivery_address: z.string().default(""),
  delivery_date: z.string().default(""),
  delivery_window: z.string().default(""),
  total: z.number(),
  items_count: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

const auditEntry = z.object({
  id: z.number(),
  staff_email: z.string(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const staffOrder = orderSummary.extend({
  comment: z.string(),
  // The счёт of an order paid by invoice (null: none issued).
  invoice: z.object({ number: z.number(), created_at: z.string() }).nullish(),
  manager_comment: z.string(),
  manager_comment_version: z.string(),
  pickup: z.string().nullable(),
  // The courier's address part by part (null for other deliveries), the zone that priced it, and whether the manager prices it.
  courier_address: z
    .object({
      street: z.string(),
      flat: z.string(),
      entrance: z.string(),
      floor: z.number().nullable(),
      intercom: z.string(),
      lift: z.enum(["", "none", "passenger", "freight"]),
    })
    .nullable()
    .default(null),
  zone_title: z.string().nullable().default(null),
  delivery_by_manager: z.boolean().default(false),
  goods_total: z.number(),
  // Taken off the goods by a promo code (0 and null without one).
  discount: z.number().default(0),
  promo_code: z.string().nullable().default(null),
  delivery_price: z.number(),
  updated_at: z.string(),
  items: z.array(
    z.object({ id: z.number(), good_id: z.number(), sku: z.string(), name: z.string(), price: z.number(), count: z.number(), sum: z.number() }),
  ),
  // A backend without the courier's services answers none.
  services: z.array(z.object({ code: z.string(), name: z.string(), price: z.number(), count: z.number(), sum: z.number() })).default([]),
  tracking_number: z.string(),
  earliest_date: z.string().default(""),
  /** The time windows of the order's delivery way (none: it has none). */
  delivery_windows: z.array(z.string()).default([]),
  cancel_reason: z.string(),
  moves: z.array(stage),
  history: z.array(auditEntry),
  provider_payments: z.array(z.object({ provider: z.string(), provider_payment_id: z.string(), status: z.string() })),
});
export type StaffOrder = z.infer<typeof staffOrder>;

const handling = z.enum(["new", "in_work", "done"]);
export type RequestHandling = z.infer<typeof handling>;
const staffRequest = z.object({
  id: z.number(),
  kind: z.string(),
  handling,
  created_at: z.string(),
  fio: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.string(),
  extra: z.record(z.string()),
  subject: z.object({ kind: z.enum(["good", "idea"]), id: z.number(), name: z.string().nullable() }).nullable(),
  files: z.array(z.object({ id: z.number(), name: z.string().transform(displayFileName), kind: z.string(), size: z.number() })),
  answers: z.array(z.object({ id: z.number(), staff_email: z.string(), recipient: z.string(), text: z.string(), created_at: z.string() })),
});
export type StaffRequest = z.infer<typeof staffRequest>;

export type Call = { token: string; clientIp: string };

/** Signs in: the session token and who it is, or the refusal (wrong password, too many tries, outage). */
export async function staffSignIn(form: { email: string; password: string }, clientIp: string) {
  const response = await callApi("/admin/login", { method: "POST", json: form, clientIp });
  if (!response.ok) return { ok: false as const, fail: await readFail(response) };
  const parsed = z.object({ token: z.string(), staff: staffSchema }).safeParse(await readJson(response));
  return parsed.success ? { ok: true as const, ...parsed.data } : { ok: false as const, fail: await readFail(new Response(null, { status: 503 })) };
}

export async function staffSignOut({ token, clientIp }: Call): Promise<void> {
  await callApi("/admin/logout", { method: "POST", token, clientIp });
}

/** The staff member of a token, null for a dead one; `unavailable` when the backend could not say. */
export async function staffOf({ token, clientIp }: Call): Promise<{ staff: Staff | null; unavailable: boolean }> {
  const response = await callApi("/admin/me", { token, clientIp });
  if (response.status === 401) return { staff: null, unavailable: false };
  const parsed = z.object({ staff: staffSchema }).safeParse(response.ok ? await readJson(response) : null);
  return parsed.success ? { staff: parsed.data.staff, unavailable: false } : { staff: null, unavailable: true };
}

export const listOrders = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/orders", z.object({ orders: z.array(orderSummary), pagination: paginationSchema }), { ...call, query });
export const exportOrders = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/orders/export", z.object({ orders: z.array(orderSummary) }), { ...call, query });
export const getOrder = (call: Call, id: string) => getPageData("/admin/order", z.object({ order: staffOrder }), { ...call, query: { id } });

export const listRequests = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/requests", z.object({ requests: z.array(staffRequest), pagination: paginationSchema }), { ...call, query });
export const exportRequests = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/requests/export", z.object({ requests: z.array(staffRequest) }), { ...call, query });
export const getRequest = (call: Call, id: string) => getPageData("/admin/request", z.object({ request: staffRequest }), { ...call, query: { id } });
/** The backend's attachment answer for a request's file, as it came (its headers make it a download). */
export const fetchRequestFile = (call: Call, id: string) => callApi("/admin/request/file", { ...call, query: { id } });
/** The backend's PDF answer for an order's счёт. */
export const fetchOrderInvoice = (call: Call, id: string) => callApi("/admin/order/invoice", { ...call, query: { id } });

export const listStaff = (call: Call) => getPageData("/admin/staff", z.object({ staff: z.array(staffSchema) }), call);
export const listAudit = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/audit", z.object({ entries: z.array(auditEntry), pagination: paginationSchema }), { ...call, query });

const staffSection = z.object({
  id: z.number(),
  name: z.string(),
  handle: z.string(),
  sort: z.number(),
  hidden: z.boolean(),
  goods_count: z.number(),
  image: imageSchema.nullable(),
  version: z.string(),
});
export type StaffSection = z.infer<typeof staffSection>;
const staffGood = z.object({
  id: z.number(),
  name: z.string(),
  handle: z.string(),
  section_id: z.number(),
  section_handle: z.string(),
  section_name: z.string(),
  sku: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  stock: z.number(),
  made_to_order: z.boolean(),
  lead_min: z.number(),
  lead_max: z.number(),
  width: z.number(),
  depth: z.number(),
  height: z.number(),
  material: z.string(),
  color: z.string(),
  description: z.string(),
  model_id: z.number(),
  variant_title: z.string(),
  variant_label: z.string().nullable(),
  hidden: z.boolean(),
  images: z.array(imageSchema),
});
export type StaffGood = z.infer<typeof staffGood>;

export const listSections = (call: Call) => getPageData("/admin/sections", z.object({ sections: z.array(staffSection) }), call);
export const listGoods = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/goods", z.object({ goods: z.array(staffGood), pagination: paginationSchema }), { ...call, query });
/** A model: the goods sold as variants of one another, each with its label and where it is shown. */
const staffModel = z.object({
  id: z.number(),
  name: z.string(),
  variant_title: z.string(),
  variants: z.array(
    z.object({ id: z.number(), name: z.string(), label: z.string().nullable(), handle: z.string(), section_handle: z.string(), hidden: z.boolean() }),
  ),
});
export type StaffModel = z.infer<typeof staffModel>;
/** The models with a good in a section: where a good of it may be moved. */
export const listModels = (call: Call, sectionId: number) =>
  getPageData("/admin/models", z.object({ models: z.array(staffModel) }), { ...call, query: { section_id: String(sectionId) } });
/** A good for its edit page: with its version and each picture's (the forms send them back), and its model. */
const editedGood = staffGood.extend({ version: z.string(), images: z.array(imageSchema.extend({ version: z.string() })), model: staffModel });
export type EditedGood = z.infer<typeof editedGood>;
export const getGood = (call: Call, id: string) => getPageData("/admin/good", z.object({ good: editedGood }), { ...call, query: { id } });
const menuItemSchema: z.ZodType<MenuItem, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({ name: z.string(), url: z.string(), children: z.array(menuItemSchema).default([]) }),
);
const settingsSchema = z.object({
  settings: z.object({
    site_name: z.string(),
    seller: z.object({
      name: z.string(),
      full_name: z.string(),
      inn: z.string(),
      kpp: z.string(),
      ogrn: z.string(),
      address: z.string(),
      bank: z.string(),
      bik: z.string(),
      corr_account: z.string(),
      account: z.string(),
    }),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    copyright: z.string(),
    cookie_text: z.string(),
    cookie_button: z.string(),
    page_404_title: z.string(),
    page_404_text: z.string(),
    privacy_policy: z.string(),
    search_synonyms: z.string().default(""),
    socials: z.record(z.object({ url: z.string(), top: z.boolean(), bottom: z.boolean() })),
    header_menu: z.array(menuItemSchema).default([]),
    footer_menu: z.array(z.object({ name: z.string(), children: z.array(z.object({ name: z.string(), url: z.string() })) })).default([]),
    logo_url: z.string().default(""),
    favicon_url: z.string().default(""),
    version: z.string(),
  }),
  scripts: z.object({ headEnd: z.string(), bodyBegin: z.string(), bodyEnd: z.string(), version: z.string() }).nullable(),
});
/** The shop's editable common data; `scripts` is null for a manager. */
export const getSettings = (call: Call) => getPageData("/admin/settings", settingsSchema, call);

const noticeText = z.object({ subject: z.string(), mail: z.string(), sms: z.string() });
/** The texts of the shopper's notices per order stage, with the version their form sends back. */
export const getNotices = (call: Call) => getPageData("/admin/notices", z.object({ texts: z.record(noticeText), version: z.string() }), call);

/** Any back-office change: the answer's JSON when it went through, else the refusal. */
const staffPlace = {
  id: z.number(),
  title: z.string(),
  city: z.string(),
  address: z.string(),
  hours: z.string(),
  hidden: z.boolean(),
  version: z.string(),
};
const staffDelivery = z.object({
  id: z.number(),
  code: z.enum(DELIVERY_CODES),
  title: z.string(),
  price: z.number(),
  free_from: z.number().nullable(),
  days_min: z.number(),
  days_max: z.number(),
  sort: z.number(),
  hidden: z.boolean(),
  zone_priced: z.boolean().default(false),
  version: z.string(),
});
const deliverySetup = z.object({
  deliveries: z.array(staffDelivery),
  pickup_points: z.array(z.object({ ...staffPlace, lat: z.number(), lon: z.number(), days_min: z.number(), days_max: z.number() })),
  warehouses: z.array(z.object(staffPlace)),
  // Delivery zones (a backend without them answers none).
  zones: z
    .array(
      z.object({
        id: z.number(),
        title: z.string(),
        kind: z.enum(["cities", "band"]),
        cities: z.string(),
        warehouse_id: z.number().nullable(),
        km_from: z.number().nullable(),
        km_to: z.number().nullable(),
        courier_price: z.number(),
        pvz_price: z.number(),
        free_from: z.number().nullable(),
        days_min: z.number(),
        days_max: z.number(),
        sort: z.number(),
        hidden: z.boolean(),
        // The courier's own weekdays and orders a day there (a backend without them: the way's).
        weekdays: z.array(z.number()).default([]),
        daily_capacity: z.number().nullable().default(null),
        version: z.string(),
      }),
    )
    .default([]),
});
export type DeliverySetup = z.infer<typeof deliverySetup>;
/** The checkout's deliveries, pick-up points and warehouses, hidden ones too. */
export const getDeliverySetup = (call: Call) => getPageData("/admin/delivery", deliverySetup, call);

export async function postAdmin(
  call: Call,
  path: string,
  json: Record<string, unknown>,
): Promise<{ ok: true; data: unknown } | { ok: false; fail: ApiFail }> {
  const response = await callApi(path, { ...call, method: "POST", json });
  if (!response.ok) return { ok: false, fail: await readFail(response) };
  catalogChangedHere();
  return { ok: true, data: await readJson(response) };
}

const importJob = z.object({
  id: z.number(),
  kind: z.string(),
  // A file's name (or a feed's address): shown without characters that would reorder it.
  source: z.string().transform(displayFileName),
  dry_run: z.boolean(),
  status: z.string(),
  processed: z.number(),
  total: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  // Jobs read from a backend before services were counted have none.
  services: z.number().default(0),
  errors: z.array(z.object({ line: z.number().nullable(), message: z.string() })),
  changes: z.array(
    z.object({
      action: z.enum(["created", "updated", "section"]),
      externalId: z.string(),
      name: z.string(),
      photosAdded: z.number().optional(),
      photosRemoved: z.number().optional(),
      hidden: z.boolean().optional(),
    }),
  ),
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
export const listImports = (call: Call) => getPageData("/admin/imports", z.object({ jobs: z.array(importJob) }), call);
export const getImport = (call: Call, id: string) => getPageData("/admin/import", z.object({ job: importJob }), { ...call, query: { id } });

/** Uploads a catalogue file: the started job's id, or the refusal (not a catalogue, too large). */
/** Starts an import of an uploaded file or of the file at an address. */
export async function startImport(
  call: Call,
  upload: ({ file: Blob; name: string } | { url: string }) & { dryRun: boolean; replace: boolean; publishSections: boolean },
) {
  const body = new FormData();
  if ("url" in upload) body.set("url", upload.url);
  else body.set("file", upload.file, upload.name);
  if (upload.dryRun) body.set("dry_run", "1");
  if (upload.replace) body.set("replace", "1");
  if (upload.publishSections) body.set("publish_sections", "1");
  const response = await callApi("/admin/imports", { ...call, method: "POST", body, timeoutMs: 60_000 });
  if (!response.ok) return { ok: false as const, fail: await readFail(response) };
  const parsed = z.object({ id: z.number() }).safeParse(await readJson(response));
  return parsed.success
    ? { ok: true as const, id: parsed.data.id }
    : { ok: false as const, fail: await readFail(new Response(null, { status: 503 })) };
}
/** The backend's goods spreadsheet (UTF-8 with a BOM, `;`), as it came. */
export const fetchGoodsCsv = (call: Call) => callApi("/admin/goods/export", { ...call, timeoutMs: 60_000 });

const contentKind = z.enum(["news", "idea", "portfolio", "page"]);
export type ContentKind = z.infer<typeof contentKind>;
const contentSummary = z.object({ kind: contentKind, id: z.number(), handle: z.string(), title: z.string(), date: z.string(), hidden: z.boolean() });
export type ContentSummary = z.infer<typeof contentSummary>;
const contentItem = contentSummary.extend({
  preview: z.string(),
  image_url: z.string(),
  text: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.string(),
});
export type ContentItem = z.infer<typeof contentItem>;
/** Ideas, news, portfolio projects and custom pages, hidden ones too, filtered by kind and title. */
export const listContent = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/content", z.object({ items: z.array(contentSummary), pagination: paginationSchema }), { ...call, query });
export const getContentItem = (call: Call, kind: ContentKind, id: number) =>
  getPageData("/admin/content/item", z.object({ item: contentItem }), { ...call, query: { kind, id: String(id) } });
/** One file posted to a backend upload as `field`: the answer's JSON, or the refusal. */
async function uploadFile(call: Call, path: string, field: string, file: File) {
  const body = new FormData();
  body.set(field, file, file.name || field);
  extendBackendDeadline(PHOTO_UPLOAD_TIMEOUT_MS);
  const response = await callApi(path, { ...call, method: "POST", body, timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS });
  if (!response.ok) return { ok: false as const, fail: await readFail(response) };
  return { ok: true as const, json: await readJson(response) };
}

/** A backend answer to an upload that is not the contract's: as an outage. */
const malformedUpload = async () => ({ ok: false as const, fail: await readFail(new Response(null, { status: 503 })) });

/**
 * One photo to the backend's image pipeline, which judges it by its content and stores it with its sizes: its
 * key (to send with the good's or the section's form), or the refusal (the Russian message on `photo`).
 */
export async function uploadPhoto(call: Call, photo: File) {
  const sent = await uploadFile(call, "/admin/photos", "photo", photo);
  if (!sent.ok) return sent;
  const parsed = z.object({ photo: z.object({ key: z.string() }) }).safeParse(sent.json);
  return parsed.success ? { ok: true as const, key: parsed.data.photo.key } : malformedUpload();
}

/**
 * The shop's new logo or favicon to the backend, which judges it by its content and stores it: its name (to send
 * with the settings form as `logo` or `favicon`), or the refusal (the Russian message on `logo` or `favicon`).
 */
export async function uploadBrandFile(call: Call, part: "logo" | "favicon", file: File) {
  const sent = await uploadFile(call, "/admin/settings/brand", part, file);
  if (!sent.ok) return sent;
  const parsed = z.object({ [part]: z.object({ name: z.string() }) }).safeParse(sent.json);
  return parsed.success ? { ok: true as const, name: (parsed.data[part] as { name: string }).name } : malformedUpload();
}
