import { z } from "zod";
import { GOOD_LIMITS, RECORD_ID_MAX } from "~/config/constants";
import { priceText } from "~/lib/price";
import { formValidator } from "./form-validator";
import {
  ADMIN_CATALOG_HANDLE_INVALID,
  ADMIN_CATALOG_MODEL_UNKNOWN,
  ADMIN_CATALOG_OLD_PRICE_LOW,
  ADMIN_CATALOG_LEAD_MAX_LOW,
  ADMIN_CATALOG_WHOLE_NUMBER,
} from "~/config/messages/admin-catalog";
import { MSG_REQUIRED } from "~/config/messages/common";
import { optionalText, recordVersion, requiredText, textFormat } from "./fields";
import { optionalRoubles, roubles } from "./roubles";

/** A handle as it shows in the shop's URLs: lower-case Latin letters and digits, words joined by hyphens. */
const handle = requiredText(GOOD_LIMITS.handle).pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_CATALOG_HANDLE_INVALID));
export const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s/g, "") : v),
    z.string().min(1, MSG_REQUIRED).regex(/^\d+$/, ADMIN_CATALOG_WHOLE_NUMBER).pipe(z.coerce.number().max(max, ADMIN_CATALOG_WHOLE_NUMBER)),
  );
/** A ticked box posts "on"; an unticked one posts nothing. */
export const flag = z.preprocess((v) => v === "on" || v === "1" || v === true, z.boolean());
const id = z.coerce.number().int().positive().max(RECORD_ID_MAX);

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
    name: requiredText(GOOD_LIMITS.name),
    handle,
    section_id: id,
    sku: optionalText(GOOD_LIMITS.sku),
    price: roubles(GOOD_LIMITS.priceKopecks),
    old_price: optionalRoubles(GOOD_LIMITS.priceKopecks),
    stock: wholeNumber(GOOD_LIMITS.stock),
    made_to_order: flag,
    lead_min: wholeNumber(GOOD_LIMITS.leadDays),
    lead_max: wholeNumber(GOOD_LIMITS.leadDays),
    width: wholeNumber(GOOD_LIMITS.sizeCm),
    depth: wholeNumber(GOOD_LIMITS.sizeCm),
    height: wholeNumber(GOOD_LIMITS.sizeCm),
    material: optionalText(GOOD_LIMITS.words),
    color: optionalText(GOOD_LIMITS.words),
    description: optionalText(GOOD_LIMITS.description),
    description_format: textFormat,
    description_opened: optionalText(GOOD_LIMITS.description),
    /** The model's own number, or «own» for a model of its own; absent on a new good (a model of its own). */
    model_id: z.preprocess(
      (v) => v || undefined,
      z.union([z.literal("own"), z.string().regex(/^\d{1,10}$/, ADMIN_CATALOG_MODEL_UNKNOWN)]).optional(),
    ),
    variant_label: optionalText(GOOD_LIMITS.words),
    hidden: flag,
    version: recordVersion,
  })
  .refine((good) => good.old_price === undefined || good.old_price > good.price, { path: ["old_price"], message: ADMIN_CATALOG_OLD_PRICE_LOW })
  .refine((good) => !good.made_to_order || good.lead_max >= good.lead_min, { path: ["lead_max"], message: ADMIN_CATALOG_LEAD_MAX_LOW });
export const adminGoodValidator = formValidator(adminGoodSchema);
/** A good as the form sends it to be saved: its description already in the stored format. */
export type GoodToSave = Omit<z.output<typeof adminGoodSchema>, "description_format" | "description_opened">;

/**
 * A good as the backend keeps it and answers it: the values its form edits, in stored units (kopecks, working
 * days, centimetres). The back office's api extends it with what the form does not edit (its id, section, pictures).
 */
export const storedGood = z.object({
  name: z.string(),
  handle: z.string(),
  section_id: z.number(),
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
  variant_label: z.string().nullable(),
  hidden: z.boolean(),
});
export type StoredGood = z.infer<typeof storedGood>;

/** The form's starting values of a stored good: each field as its input shows it (sums in roubles, «28,50»). */
export function goodFormValues(good: StoredGood): Record<keyof StoredGood, string | boolean> {
  return {
    ...good,
    section_id: String(good.section_id),
    price: priceText(good.price),
    old_price: good.old_price === null ? "" : priceText(good.old_price),
    stock: String(good.stock),
    lead_min: String(good.lead_min),
    lead_max: String(good.lead_max),
    width: String(good.width),
    depth: String(good.depth),
    height: String(good.height),
    model_id: String(good.model_id),
    variant_label: good.variant_label ?? "",
  };
}

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
