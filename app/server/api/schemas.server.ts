import { z } from "zod";

/** Shapes shared by several areas of the contract (docs/api.md "Shared shapes"). */
export const imageSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  /** An uploaded photo's AVIF and WebP sizes (`srcset` with widths); absent for a drawing. */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })).optional(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * A goods card as the pages use it. Unlike the other shapes it keeps only what it declares: a section page sends
 * two dozen cards to the browser in its loader data, so the contract's fields no page shows (the second
 * picture, the number of variants, the currency) are left out rather than serialised into every page.
 */
export const goodCardSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  section_handle: z.string(),
  name: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  stock: z.number(),
  in_stock: z.boolean(),
  /** In stock it ships in `min` days; made to order it is made in `min`–`max` (null when a backend does not say). */
  lead: z.object({ made_to_order: z.boolean(), min: z.number(), max: z.number() }).nullable().catch(null).default(null),
  is_new: z.boolean().default(false),
  image: imageSchema,
  variant_label: z.string().nullable().default(null),
});
export type GoodCard = z.infer<typeof goodCardSchema>;

export const paginationSchema = z.object({ page: z.number(), pages: z.number(), total: z.number(), limit: z.number() });
export type Pagination = z.infer<typeof paginationSchema>;
