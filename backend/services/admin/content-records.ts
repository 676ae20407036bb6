import type { Kysely } from "kysely";
import { slugify } from "../../catalog/translit";
import type { Database } from "../../db/schema";
import { indexDocs, type DocType } from "../../search/indexer";
import { bumpCatalogRevision } from "../catalog-revision";
import { DomainError } from "../errors";
import { recordChange, type Actor } from "./audit";

/** What every kind of content item shares: its shape as staff edit it, its address, search terms and audit entry. */

export const CONTENT_KINDS = ["news", "idea", "portfolio", "page"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The table of each kind. */
export const TABLE = { news: "news", idea: "ideas", portfolio: "portfolio", page: "pages" } as const;
export type Table = (typeof TABLE)[ContentKind];

/** What staff edit of any content item; `date`, `preview` and `image_url` are not kept for custom pages. */
export interface ContentInput {
  title: string;
  /** Empty: made from the title (transliterated), with a number added when taken. */
  handle: string;
  /** YYYY-MM-DD; empty: today. */
  date: string;
  preview: string;
  /** The cover: a picture already served (a site path or an http(s) address); empty: none. */
  image_url: string;
  text: string;
  /** Custom pages: the title and description for search engines (empty: the title and nothing). */
  seo_title: string;
  seo_description: string;
  hidden: boolean;
}

export interface StaffContentItem extends ContentInput {
  kind: ContentKind;
  id: number;
}

/** What an item's form edits of it, the values its version is made of. */
export const editedValues = ({ kind: _k, id: _i, ...values }: StaffContentItem): ContentInput => values;

export interface ContentSummary {
  kind: ContentKind;
  id: number;
  handle: string;
  title: string;
  date: string;
  hidden: boolean;
}

export interface ContentFilter {
  kind?: ContentKind;
  q?: string;
  offset: number;
  limit: number;
}

const DOC_TYPE: Record<ContentKind, DocType> = { news: "news", idea: "idea", portfolio: "portfolio", page: "page" };

const handleColumn = (kind: ContentKind) => (kind === "page" ? "url" : "handle");

async function taken(trx: Kysely<Database>, kind: ContentKind, handle: string, id: number | null): Promise<boolean> {
  let query = trx
    .selectFrom(TABLE[kind] as "news")
    .select("id")
    .where(handleColumn(kind) as "handle", "=", handle);
  if (id !== null) query = query.where("id", "!=", id);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The handle to store: the one typed (refused when taken or reserved), or one made from the title. `reserved`:
 * addresses the kind may not have (a custom page's the storefront answers itself).
 */
export async function handleFor(
  trx: Kysely<Database>,
  kind: ContentKind,
  input: ContentInput,
  id: number | null,
  reserved: (handle: string) => boolean,
): Promise<string> {
  if (input.handle) {
    if (reserved(input.handle) || (await taken(trx, kind, input.handle, id))) throw new DomainError("handle_taken", { fields: ["handle"] });
    return input.handle;
  }
  const base = (slugify(input.title).slice(0, 150).replace(/-+$/, "") || kind).replace(/^(\d)/, `${kind}-$1`);
  for (let n = 1; ; n++) {
    const handle = n === 1 ? base : `${base}-${n}`;
    if (!reserved(handle) && !(await taken(trx, kind, handle, id))) return handle;
  }
}

/** Rewrites the item's search terms: a shown item is found by its title, summary and text; a hidden one is not. */
async function reindex(trx: Kysely<Database>, kind: ContentKind, id: number, item: ContentInput | null) {
  await trx.deleteFrom("search_terms").where("doc_type", "=", DOC_TYPE[kind]).where("doc_id", "=", id).execute();
  if (!item || item.hidden) return;
  const fields =
    kind === "page"
      ? [
          { text: item.title, weight: 10 },
          { text: item.text, weight: 1 },
        ]
      : [
          { text: item.title, weight: 10 },
          { text: item.preview, weight: 3 },
          { text: item.text, weight: 1 },
        ];
  await indexDocs(trx, [{ type: DOC_TYPE[kind], id, fields }]);
}

export async function nextId(trx: Kysely<Database>, table: Table): Promise<number> {
  const max = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(max?.id ?? 0) + 1;
}

/** Completes a written change: the item's search terms (`stored` null: it is gone), the audit entry and the revision. */
export async function commitContent(
  trx: Kysely<Database>,
  at: string,
  actor: Actor,
  action: string,
  kind: ContentKind,
  id: number,
  stored: ContentInput | null,
  change: { before: unknown; after: unknown },
) {
  await reindex(trx, kind, id, stored);
  await recordChange(trx, actor, at, { action: `content.${action}`, entity: kind, entityId: id, ...change });
  await bumpCatalogRevision(trx);
}
