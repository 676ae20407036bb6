import { z } from "zod";
import { goodInputSchema, sectionInputSchema } from "../services/admin/catalog-input";
import { PHOTO_MAX_BYTES } from "../services/photos";
import { GOOD_LIMITS } from "../../shared/limits";
import { readBody, readUploadForm } from "./body";
import { blankAsNone, flag, optionalRecordId, recordId, text, validateRecord, whole } from "./backoffice-fields";
import { MSG_PHOTO_NOT_IMAGE, MSG_PHOTO_TOO_LARGE, MSG_VALUE_INVALID } from "./backoffice-messages";
import { paging, pagination, recordIdParam, textParam } from "./query";
import { editOf, recordVersion } from "./record-version";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

/** A stored photo's key (`POST /admin/photos` answers it). */
export const photoKey = z.string({ invalid_type_error: MSG_VALUE_INVALID }).regex(/^[0-9a-f]{24}$/, MSG_VALUE_INVALID);
/** One key or a list of them (a urlencoded form repeats the field), none when absent. */
const photoKeys = z.preprocess(
  (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(photoKey).max(GOOD_LIMITS.photos, MSG_VALUE_INVALID),
);

/** The record's id (none: a new one) and version beside what the services' schema describes. */
const sectionBody = sectionInputSchema.extend({
  id: optionalRecordId,
  picture: z.preprocess(blankAsNone, photoKey.optional()),
  remove_picture: flag,
  version: recordVersion,
});
const goodBody = goodInputSchema.extend({ id: optionalRecordId, photos: photoKeys, version: recordVersion });

const photoEditBody = z.discriminatedUnion("op", [
  z.object({ id: recordId, op: z.enum(["up", "down", "delete"]), index: whole(100), version: recordVersion }),
  z.object({ id: recordId, op: z.literal("alt"), index: whole(100), alt: text(300), version: recordVersion }),
]);

/** Room for the multipart framing around the photo. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
const photoTooLarge = () => {
  const message = MSG_PHOTO_TOO_LARGE(PHOTO_MAX_BYTES / 1024 / 1024);
  return new HttpError(413, message, { photo: message });
};

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
      const { id: sectionId, version, picture, remove_picture, ...input } = validateRecord(sectionBody, await readBody(ctx.request));
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
      const filter = { q: textParam(ctx.url, "q", 100) || undefined, sectionId: recordIdParam(ctx.url, "section_id"), offset, limit };
      const { goods, total } = await ctx.services.backoffice.catalog.listGoods(filter);
      return ok({ goods, pagination: pagination(page, limit, total) });
    },
  },
  {
    method: "GET",
    path: "/admin/good",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ good: await ctx.services.backoffice.catalog.getGood(recordIdParam(ctx.url) ?? 0) });
    },
  },
  {
    method: "GET",
    path: "/admin/models",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ models: await ctx.services.backoffice.catalog.listModels(recordIdParam(ctx.url, "section_id") ?? 0) });
    },
  },
  {
    method: "POST",
    path: "/admin/good",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { id: goodId, version, photos, ...input } = validateRecord(goodBody, await readBody(ctx.request));
      return ok({ id: await ctx.services.backoffice.catalog.saveGood(actorOf(staff), editOf(goodId, version), input, photos) });
    },
  },
  {
    method: "POST",
    path: "/admin/good/photos",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { id: goodId, ...edit } = validateRecord(photoEditBody, await readBody(ctx.request));
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
