import { z } from "zod";
import { log } from "~/server/log.server";
import { sanitizeHtml } from "~/server/sanitize.server";
import { callApi, readJson } from "./client.server";

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
 * `GET /api/page/detail?url=` (a custom content page, its rich text sanitized), or null when the backend has no
 * such page, answers badly or cannot be reached: the catch-all route shows a 404 then (spec §4 "Page loaders").
 */
export async function getPage(url: string): Promise<CustomPage | null> {
  try {
    const response = await callApi("/page/detail", { query: { url } });
    if (!response.ok) return null;
    const page = pageSchema.parse(await readJson(response));
    return { ...page, text: sanitizeHtml(page.text) };
  } catch (error) {
    log.warn({ err: error, url }, "custom page answer did not parse");
    return null;
  }
}
