import { z } from "zod";
import { storedGood, type AdminPhotoEdit, type AdminSection, type GoodToSave } from "~/forms/admin-catalog";
import { getPageData } from "../api/client.server";
import { imageSchema } from "../api/schemas.server";
import { accepted, paginationSchema, savedId, uploadFile, writeAdmin, type Call } from "./client.server";

/*
 * Exports (stable): the catalogue (`/admin/sections`, `/admin/section`, `/admin/goods`, `/admin/good…`, `/admin/models`,
 * `/admin/photos`). Every write here changes what the shop shows.
 *   listSections, listGoods, listModels, getGood; the writes saveSection, saveGood, editGoodPhotos, uploadPhoto;
 *   the types StaffSection, StaffGood, StaffModel, EditedGood
 */

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
/** A good in the back office's lists: as stored (the form's values), with its id, section, model's title and pictures. */
const staffGood = storedGood.extend({
  id: z.number(),
  section_handle: z.string(),
  section_name: z.string(),
  variant_title: z.string(),
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

/** A section, new (`id` null) or changed: its id. `picture`: a stored photo's key, or "" to keep (or remove) it. */
export const saveSection = (call: Call, id: number | null, section: AdminSection & { picture: string }) =>
  writeAdmin(call, "/admin/section", { ...section, id: id ?? "" }, savedId, "public");

/** A good, new (`id` null) or changed, with the keys of its new photos: its id. */
export const saveGood = (call: Call, id: number | null, good: GoodToSave, photos: string[]) =>
  writeAdmin(
    call,
    "/admin/good",
    { ...good, id: id ?? "", old_price: good.old_price ?? "", model_id: good.model_id ?? "", photos },
    savedId,
    "public",
  );

/** One change of a good's photos (moved, removed, its alt text), if the photo is still the one the page showed. */
export const editGoodPhotos = (call: Call, id: number, edit: AdminPhotoEdit) =>
  writeAdmin(call, "/admin/good/photos", { id, ...edit }, accepted, "public");

/**
 * One photo to the backend's image pipeline, which judges it by its content and stores it with its sizes: its
 * key (to send with the good's or the section's form), or the refusal (the Russian message on `photo`).
 */
export async function uploadPhoto(call: Call, photo: File) {
  const stored = await uploadFile(call, "/admin/photos", "photo", photo, z.object({ photo: z.object({ key: z.string() }) }));
  return stored.ok ? { ok: true as const, key: stored.data.photo.key } : stored;
}
