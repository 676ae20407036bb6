import { z } from "zod";
import { formValidator } from "./form-validator";
import {
  ADMIN_CATALOG_HANDLE_INVALID,
  ADMIN_CATALOG_MODEL_UNKNOWN,
  ADMIN_CATALOG_OLD_PRICE_LOW,
  ADMIN_CATALOG_LEAD_MAX_LOW,
  ADMIN_CATALOG_WHOLE_NUMBER,
} from "~/config/messages/admin-catalog";
import { MSG_REQUIRED } from "~/config/messages/common";
import { optionalRoubles, optionalText, recordVersion, requiredText, roubles, textFormat } from "./fields";

/** A handle as it shows in the shop's URLs: lower-case Latin letters and digits, words joined by hyphens. */
const handle = requiredText(100).pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_CATALOG_HANDLE_INVALID));
export const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s/g, "") : v),
    z.string().min(1, MSG_REQUIRED).regex(/^\d+$/, ADMIN_CATALOG_WHOLE_NUMBER).pipe(z.coerce.number().max(max, ADMIN_CATALOG_WHOLE_NUMBER)),
  );
/** A ticked box posts "on"; an unticked one posts nothing. */
export const flag = z.preprocess((v) => v === "on" || v === "1" || v === true, z.boolean());
const id = z.coerce.number().int().positive().max(2_000_000_000);

/** A section of the catalogue, new or changed. */
export const adminSectionSchema = z.object({
  name: requiredText(100),
  handle,
  sort: wholeNumber(100_000),
  hidden: flag,
  remove_picture: flag,
  version: recordVersion,
});
export const adminSectionValidator = formValidator(adminSectionSchema);
export type AdminSection = z.output<typeof adminSectionSchema>;

/** A good, new or changed. */
export const adminGoodSchema = z
  .object({
    name: requiredText(200),
    handle,
    section_id: id,
    sku: optionalText(64),
    // Kopecks, up to 100 000 000 ₽.
    price: roubles(10_000_000_000),
    old_price: optionalRoubles(10_000_000_000),
    stock: wholeNumber(1_000_000),
    made_to_order: flag,
    lead_min: wholeNumber(365),
    lead_max: wholeNumber(365),
    width: wholeNumber(100_000),
    depth: wholeNumber(100_000),
    height: wholeNumber(100_000),
    material: optionalText(100),
    color: optionalText(100),
    description: optionalText(20_000),
    description_format: textFormat,
    description_opened: optionalText(20_000),
    /** The model's own number, or «own» for a model of its own; absent on a new good (a model of its own). */
    model_id: z.preprocess(
      (v) => v || undefined,
      z.union([z.literal("own"), z.string().regex(/^\d{1,10}$/, ADMIN_CATALOG_MODEL_UNKNOWN)]).optional(),
    ),
    variant_label: optionalText(100),
    hidden: flag,
    version: recordVersion,
  })
  .refine((good) => good.old_price === undefined || good.old_price > good.price, { path: ["old_price"], message: ADMIN_CATALOG_OLD_PRICE_LOW })
  .refine((good) => !good.made_to_order || good.lead_max >= good.lead_min, { path: ["lead_max"], message: ADMIN_CATALOG_LEAD_MAX_LOW });
export const adminGoodValidator = formValidator(adminGoodSchema);
/** A good as the form sends it to be saved: its description already in the stored format. */
export type GoodToSave = Omit<z.output<typeof adminGoodSchema>, "description_format" | "description_opened">;

/** One change of a good's photos: move one, remove it, or give it another alt text. */
export const adminPhotoEditSchema = z.object({
  op: z.enum(["up", "down", "delete", "alt"]),
  index: z.coerce.number().int().min(0).max(100),
  alt: optionalText(300),
  /** The picture's version as the page showed it at `index`. */
  version: recordVersion,
});
export const adminPhotoEditValidator = formValidator(adminPhotoEditSchema);
export type AdminPhotoEdit = z.output<typeof adminPhotoEditSchema>;
