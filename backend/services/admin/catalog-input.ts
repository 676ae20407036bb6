import { z } from "zod";
import { SECTION_LIMITS } from "../../shop/limits";
import { GOOD_LIMITS, RECORD_ID_MAX } from "../../../shared/limits";

/**
 * What the back office saves of a good and of a section, described once: the contract parses a request's body
 * with these schemas and the services take what they give (`GoodInput`, `SectionInput`). They carry no texts:
 * the contract names the refusal of a field that does not fit.
 */

/** An empty field of a form or a JSON null: nothing given. */
export const blankAsNone = (v: unknown) => (v === "" || v === null ? undefined : v);
const text = (max: number) => z.string().trim().max(max);
const whole = (max: number) => z.coerce.number().int().min(0).max(max);
const optionalWhole = (max: number) => z.preprocess(blankAsNone, whole(max).optional());
/** A ticked box posts "on" (or "1"); an unticked one posts nothing. */
export const flag = z.preprocess((v) => v === true || v === "1" || v === "on", z.boolean());
/** A handle as it shows in the shop's URLs: lower-case Latin letters and digits, words joined by hyphens. */
const handle = (max: number) => text(max).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const recordId = whole(RECORD_ID_MAX).positive();

export const goodInputSchema = z.object({
  name: text(GOOD_LIMITS.name).min(1),
  handle: handle(GOOD_LIMITS.handle),
  section_id: recordId,
  /** Empty: a new good's article is its id, a stored good's stays. */
  sku: text(GOOD_LIMITS.sku),
  price: whole(GOOD_LIMITS.priceKopecks),
  old_price: optionalWhole(GOOD_LIMITS.priceKopecks).transform((price) => price ?? null),
  stock: whole(GOOD_LIMITS.stock),
  /**
   * Made to order: sold whatever the stock, made in `lead_min`–`lead_max` days; in stock it ships in `lead_min`.
   * Absent (a client that does not know lead times): the stored ones stay, a new good's follow its stock.
   */
  made_to_order: z.preprocess((v) => (v === undefined ? undefined : v === true || v === "1" || v === "on"), z.boolean().optional()),
  lead_min: optionalWhole(GOOD_LIMITS.leadDays),
  lead_max: optionalWhole(GOOD_LIMITS.leadDays),
  width: whole(GOOD_LIMITS.sizeCm),
  depth: whole(GOOD_LIMITS.sizeCm),
  height: whole(GOOD_LIMITS.sizeCm),
  material: text(GOOD_LIMITS.words),
  color: text(GOOD_LIMITS.words),
  description: text(GOOD_LIMITS.description),
  /** The model's number, «own» for a model of its own; absent or empty: the model it is in (a new good: its own). */
  model_id: z.preprocess(blankAsNone, z.union([z.literal("own"), recordId]).optional()),
  /** Empty: none (a good alone in its model). */
  variant_label: text(GOOD_LIMITS.words).transform((label) => label || null),
  hidden: flag,
});
export type GoodInput = z.output<typeof goodInputSchema>;

export const sectionInputSchema = z.object({
  name: text(SECTION_LIMITS.name).min(1),
  handle: handle(SECTION_LIMITS.handle),
  sort: whole(SECTION_LIMITS.sort),
  hidden: flag,
});
export type SectionInput = z.output<typeof sectionInputSchema>;
