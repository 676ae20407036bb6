import { z } from "zod";
import { sanitizeHtml } from "~/server/sanitize.server";
import { getPageData } from "./client.server";

const pageSchema = z
  .object({
    id: z.number(),
    url: z.string(),
    title: z.string(),
    text: z.string().default(""),
    seo_title: z.string().nullable().default(null),
    seo_description: z.string().nullable().default(null),
  })
  .passthrough();

export type CustomPage = z.infer<typeof pageSchema>;

/**
 * `GET /api/page/detail?url=`: a custom content page, its rich text sanitized; a thrown 404 when the backend
 * has no such page, a thrown 503 when it could not answer.
 */
export async function getPage(url: string): Promise<CustomPage> {
  const page = await getPageData("/page/detail", pageSchema, { query: { url } });
  return { ...page, text: sanitizeHtml(page.text) };
}
