import { z } from "zod";
import type { AdminContent } from "~/forms/admin-content";
import { getPageData } from "../api/client.server";
import { accepted, paginationSchema, savedId, writeAdmin, type Call } from "./client.server";

/*
 * Exports (stable): ideas, news, portfolio projects and custom pages (`/admin/content…`). Every write here
 * changes what the shop shows.
 *   CONTENT_KINDS, listContent, getContentItem; the writes saveContent, setContentHidden, deleteContent; the types ContentKind,
 *   ContentSummary, ContentItem
 */

const contentKind = z.enum(["news", "idea", "portfolio", "page"]);
export type ContentKind = z.infer<typeof contentKind>;
export const CONTENT_KINDS = contentKind.options;
const contentSummary = z.object({ kind: contentKind, id: z.number(), handle: z.string(), title: z.string(), date: z.string(), hidden: z.boolean() });
export type ContentSummary = z.infer<typeof contentSummary>;
const contentItem = contentSummary.extend({
  preview: z.string(),
  image_url: z.string(),
  text: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.string(),
});
export type ContentItem = z.infer<typeof contentItem>;
/** Ideas, news, portfolio projects and custom pages, hidden ones too, filtered by kind and title. */
export const listContent = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/content", z.object({ items: z.array(contentSummary), pagination: paginationSchema }), { ...call, query });
export const getContentItem = (call: Call, kind: ContentKind, id: number) =>
  getPageData("/admin/content/item", z.object({ item: contentItem }), { ...call, query: { kind, id: String(id) } });

/** An item, new (`id` null) or changed, its text in the stored format and `cover` a stored photo's key or "": its id. */
export const saveContent = (
  call: Call,
  kind: ContentKind,
  id: number | null,
  item: Omit<AdminContent, "text_format" | "text_opened"> & { cover: string },
) => writeAdmin(call, "/admin/content", { ...item, kind, id: id ?? "" }, savedId, "public");

/** An item published or hidden. */
export const setContentHidden = (call: Call, kind: ContentKind, id: number, hidden: boolean) =>
  writeAdmin(call, "/admin/content/visibility", { kind, id, hidden }, accepted, "public");

export const deleteContent = (call: Call, kind: ContentKind, id: number) =>
  writeAdmin(call, "/admin/content/delete", { kind, id }, accepted, "public");
