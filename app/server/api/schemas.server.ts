import { z } from "zod";

/** Shapes shared by several areas of the contract (docs/api.md "Shared shapes"). Unknown fields pass through. */
export const imageSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  /** An uploaded photo's AVIF and WebP sizes (`srcset` with widths); absent for a drawing. */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })).optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const goodCardSchema = z
  .object({
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
    image_hover: imageSchema.nullable().default(null),
    variant_label: z.string().nullable().default(null),
    variants_count: z.number().default(1),
  })
  .passthrough();
export type GoodCard = z.infer<typeof goodCardSchema>;

export const paginationSchema = z.object({ page: z.number(), pages: z.number(), total: z.number(), limit: z.number() });
export type Pagination = z.infer<typeof paginationSchema>;
