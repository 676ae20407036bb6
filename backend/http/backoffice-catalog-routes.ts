import { z } from "zod";
import { PHOTO_MAX_BYTES } from "../services/photos";
import { readBody, readUploadForm, validate } from "./body";
import { MSG_PHOTO_NOT_IMAGE, MSG_PHOTO_TOO_LARGE, MSG_VALUE_INVALID } from "./backoffice-messages";
import { intParam, paging, pagination, textParam } from "./query";
import { editOf, recordVersion } from "./record-version";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const MAX_ID = 2_000_000_000;
const text = (max: number) => z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(max, MSG_VALUE_INVALID);
const count = (max: number) =>
  z.coerce.number({ invalid_type_error: MSG_VALUE_INVALID }).int(MSG_VALUE_INVALID).min(0, MSG_VALUE_INVALID).max(max, MSG_VALUE_INVALID);
const id = count(MAX_ID).positive(MSG_VALUE_INVALID);
/** An absent or empty id: a new thing. */
const optionalId = z.preprocess((v) => (v === "" || v === null ? undefined : v), id.optional());
const handle = text(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MSG_VALUE_INVALID);
const flag = z.preprocess((v) => v === true || v === "1" || v === "on", z.boolean());

/** A stored photo's key (`POST /admin/photos` answers it). */
export const photoKey = z.string({ invalid_type_error: MSG_VALUE_INVALID }).regex(/^[0-9a-f]{24}$/, MSG_VALUE_INVALID);
/** One key or a list of them (a urlencoded form repeats the field), none when absent. */
const photoKeys = z.preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(photoKey).max(20, MSG_VALUE_INVALID));

const sectionBody = z.object({
  id: optionalId,
  name: text(100).min(1, MSG_VALUE_INVALID),
  handle,
  sort: count(100_000),
  hidden: flag,
  picture: z.preprocess((v) => (v === "" || v === null ? undefined : v), photoKey.optional()),
  remove_picture: flag,
  version: recordVersion,
});

const photoEditBody = z.discriminatedUnion("op", [
  z.object({ id, op: z.enum(["up", "down", "delete"]), index: count(100), version: recordVersion }),
  z.object({ id, op: z.literal("alt"), index: count(100), alt: text(300), version: recordVersion }),
]);

/** Room for the multipart framing around the photo. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
const photoTooLarge = () => {
  const message = MSG_PHOTO_TOO_LARGE(PHOTO_MAX_BYTES / 1024 / 1024);
  return new HttpError(413, message, { photo: message });
};

const goodBody = z.object({
  id: optionalId,
  name: text(200).min(1, MSG_VALUE_INVALID),
  handle,
  section_id: id,
  sku: text(64),
  // Kopecks, up to 100 000 000 ₽.
  price: count(10_000_000_000),
  old_price: z.preprocess((v) => (v === "" || v === null ? undefined : v), count(10_000_000_000).optional()),
  stock: count(1_000_000),
  // Absent (a client that does not know lead times): the stored ones stay, a new good's follow its stock.
  made_to_order: z.preprocess((v) => (v === undefined ? undefined : v === true || v === "1" || v === "on"), z.boolean().optional()),
  lead_min: z.preprocess((v) => (v === "" || v === null ? undefined : v), count(365).optional()),
  lead_max: z.preprocess((v) => (v === "" || v === null ? undefined : v), count(365).optional()),
  width: count(100_000),
  depth: count(100_000),
  height: count(100_000),
  material: text(100),
  color: text(100),
  description: text(20_000),
  /** The model's number, «own» for a model of its own; absent or empty: the model it is in (a new good: its own). */
  model_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.union([z.literal("own"), id]).optional()),
  variant_label: text(100),
  hidden: flag,
  photos: photoKeys,
  version: recordVersion,
});

/** The catalogue for signed-in staff (both roles): sections and goods, read and written. */
export const backofficeCatalogRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/sections",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ sections: await ctx.services.backoffice.catalog.listSections() });
    },
  },
  {
    method: "POST",
    path: "/admin/section",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { id: sectionId, version, picture, remove_picture, ...input } = validate(sectionBody, await readBody(ctx.request));
      const change = picture ? { photo: picture } : remove_picture ? { remove: true as const } : { keep: true as const };
      return ok({ id: await ctx.services.backoffice.catalog.saveSection(actorOf(staff), editOf(sectionId, version), input, change) });
    },
  },
  {
    method: "GET",
    path: "/admin/goods",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const { page, limit, offset } = paging(ctx.url, 30, 100);
      const filter = { q: textParam(ctx.url, "q", 100) || undefined, sectionId: intParam(ctx.url, "section_id", 1, MAX_ID), offset, limit };
      const { goods, total } = await ctx.services.backoffice.catalog.listGoods(filter);
      return ok({ goods, pagination: pagination(page, limit, total) });
    },
  },
  {
    method: "GET",
    path: "/admin/good",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ good: await ctx.services.backoffice.catalog.getGood(intParam(ctx.url, "id", 1, MAX_ID) ?? 0) });
    },
  },
  {
    method: "GET",
    path: "/admin/models",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ models: await ctx.services.backoffice.catalog.listModels(intParam(ctx.url, "section_id", 1, MAX_ID) ?? 0) });
    },
  },
  {
    method: "POST",
    path: "/admin/good",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { id: goodId, version, old_price, variant_label, photos, ...rest } = validate(goodBody, await readBody(ctx.request));
      const input = { ...rest, old_price: old_price ?? null, variant_label: variant_label || null };
      return ok({ id: await ctx.services.backoffice.catalog.saveGood(actorOf(staff), editOf(goodId, version), input, photos) });
    },
  },
  {
    method: "POST",
    path: "/admin/good/photos",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { id: goodId, ...edit } = validate(photoEditBody, await readBody(ctx.request));
      return ok({ images: await ctx.services.backoffice.catalog.editPhotos(actorOf(staff), goodId, edit) });
    },
  },
  {
    // A photo upload (multipart, the file in `photo`): checked by its content and stored with its sizes; the
    // answer's key then goes with the good's or the section's form.
    method: "POST",
    path: "/admin/photos",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const form = await readUploadForm(ctx.request, PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES, photoTooLarge);
      const file = form.get("photo");
      if (!(file instanceof Blob) || file.size === 0) throw new HttpError(422, MSG_PHOTO_NOT_IMAGE, { photo: MSG_PHOTO_NOT_IMAGE });
      const name = file instanceof File ? file.name : "";
      const photo = await ctx.services.photos.store(Buffer.from(await file.arrayBuffer()), name);
      return ok({ photo: { key: photo.key, width: photo.width, height: photo.height } });
    },
  },
];
