import type { Kysely } from "kysely";
import { slugify } from "../../catalog/translit";
import { sanitizeRichText } from "../../../shared/rich-text";
import type { Database } from "../../db/schema";
import { indexDocs, type DocType } from "../../search/indexer";
import { bumpCatalogRevision } from "../catalog-revision";
import { DomainError } from "../errors";
import { photoImage, type PhotoStore } from "../photos";
import { recordChange, type Actor } from "./audit";
import { checkVersion, versionOf, type RecordEdit } from "./versions";

/**
 * The back office's content: ideas, news, portfolio projects and custom pages. Rich text is sanitised here, on
 * save, with the allow-list the storefront applies again on render. Each change is one transaction with its
 * audit entry (before → after), the item's search terms (a hidden item is not found) and a raised public data
 * revision, so every storefront process shows it within a second or so.
 */

export const CONTENT_KINDS = ["news", "idea", "portfolio", "page"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const TABLE = { news: "news", idea: "ideas", portfolio: "portfolio", page: "pages" } as const;
type Table = (typeof TABLE)[ContentKind];

/**
 * Addresses the storefront answers itself: a custom page there would never be reached. A stored page keeps its
 * address (the seeded «О компании» and «Контакты» are shown by pages of their own that read them).
 */
const RESERVED_PAGE_URLS = new Set([
  "1c_exchange",
  "about",
  "account",
  "admin",
  "api",
  "bench",
  "cart",
  "catalog",
  "checkout",
  "contacts",
  "favorites",
  "healthz",
  "ideas",
  "login",
  "logout",
  "media",
  "news",
  "partner",
  "payresult",
  "portfolio",
  "preferences",
  "request",
  "result",
  "search",
  "suggest",
]);

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
const editedValues = ({ kind: _k, id: _i, ...values }: StaffContentItem): ContentInput => values;

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

type Image = { src: string; width: number; height: number; alt: string };
/** The size a cover given by address is declared with (the storefront's cards crop to their own ratio). */
const COVER = { width: 1200, height: 800 };

function imageOf(json: string): Image | null {
  try {
    const image = JSON.parse(json) as Image | null;
    return image && typeof image.src === "string" ? image : null;
  } catch {
    return null;
  }
}

const DOC_TYPE: Record<ContentKind, DocType> = { news: "news", idea: "idea", portfolio: "portfolio", page: "page" };

export function createStaffContent(db: Kysely<Database>, iso: () => string, photos: PhotoStore) {
  async function read(conn: Kysely<Database>, kind: ContentKind, id: number): Promise<StaffContentItem> {
    if (kind === "page") {
      const row = await conn.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new DomainError("not_found");
      return {
        kind,
        id,
        title: row.title,
        handle: row.url,
        date: "",
        preview: "",
        image_url: "",
        text: row.text,
        seo_title: row.seo_title,
        seo_description: row.seo_description,
        hidden: Number(row.hidden) === 1,
      };
    }
    const row = await conn
      .selectFrom(TABLE[kind] as "news")
      .select(["id", "handle", "title", "date", "preview", "image", "text", "hidden"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new DomainError("not_found");
    return {
      kind,
      id,
      title: row.title,
      handle: row.handle,
      date: row.date,
      preview: row.preview,
      image_url: imageOf(row.image)?.src ?? "",
      text: row.text,
      seo_title: "",
      seo_description: "",
      hidden: Number(row.hidden) === 1,
    };
  }

  const handleColumn = (kind: ContentKind) => (kind === "page" ? "url" : "handle");

  async function taken(trx: Kysely<Database>, kind: ContentKind, handle: string, id: number | null): Promise<boolean> {
    let query = trx
      .selectFrom(TABLE[kind] as "news")
      .select("id")
      .where(handleColumn(kind) as "handle", "=", handle);
    if (id !== null) query = query.where("id", "!=", id);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The handle to store: the one typed (refused when taken or reserved), or one made from the title. */
  async function handleFor(trx: Kysely<Database>, kind: ContentKind, input: ContentInput, id: number | null, stored: string | null): Promise<string> {
    const reserved = (handle: string) => kind === "page" && RESERVED_PAGE_URLS.has(handle) && handle !== stored;
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

  async function nextId(trx: Kysely<Database>, table: Table): Promise<number> {
    const max = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(max?.id ?? 0) + 1;
  }

  /** Completes a written change: the item's search terms (`stored` null: it is gone), the audit entry and the revision. */
  async function commit(
    trx: Kysely<Database>,
    actor: Actor,
    action: string,
    kind: ContentKind,
    id: number,
    stored: ContentInput | null,
    change: { before: unknown; after: unknown },
  ) {
    await reindex(trx, kind, id, stored);
    await recordChange(trx, actor, iso(), { action: `content.${action}`, entity: kind, entityId: id, ...change });
    await bumpCatalogRevision(trx);
  }

  return {
    /**
     * One page of content, newest first (pages, which have no date, by title after the dated ones). The content
     * tables hold dozens of rows, so each kind is read whole and merged here.
     */
    async list(filter: ContentFilter): Promise<{ items: ContentSummary[]; total: number }> {
      const kinds = filter.kind ? [filter.kind] : CONTENT_KINDS;
      const q = filter.q?.trim().toLowerCase() ?? "";
      const rows = await Promise.all(
        kinds.map(async (kind): Promise<ContentSummary[]> => {
          if (kind === "page") {
            const pages = await db.selectFrom("pages").select(["id", "url", "title", "hidden"]).execute();
            return pages.map((p) => ({ kind, id: p.id, handle: p.url, title: p.title, date: "", hidden: Number(p.hidden) === 1 }));
          }
          const items = await db
            .selectFrom(TABLE[kind] as "news")
            .select(["id", "handle", "title", "date", "hidden"])
            .execute();
          return items.map((i) => ({ kind, ...i, hidden: Number(i.hidden) === 1 }));
        }),
      );
      // Case is folded here rather than in SQL: SQLite's lower() leaves Cyrillic letters as they are.
      const found = rows.flat().filter((item) => !q || item.title.toLowerCase().includes(q) || item.handle.includes(q));
      found.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "ru") || b.id - a.id);
      return { items: found.slice(filter.offset, filter.offset + filter.limit), total: found.length };
    },

    /** One item with the version its form sends back. */
    async get(kind: ContentKind, id: number): Promise<StaffContentItem & { version: string }> {
      const item = await read(db, kind, id);
      return { ...item, version: versionOf(editedValues(item)) };
    },

    /**
     * Creates (`edit` null) or changes an item; answers its id and the handle it got. `cover`: the key of an
     * uploaded photo that becomes the cover of a news item, idea or project (in place of `image_url`).
     */
    async save(
      actor: Actor,
      kind: ContentKind,
      edit: RecordEdit | null,
      input: ContentInput,
      cover?: string,
    ): Promise<{ id: number; handle: string }> {
      const id = edit?.id ?? null;
      return db.transaction().execute(async (trx) => {
        const before = id === null ? null : await read(trx, kind, id);
        if (before) await checkVersion(trx, edit?.version ?? null, editedValues(before), { entity: kind, entityId: before.id });
        const handle = await handleFor(trx, kind, input, id, before?.handle ?? null);
        const item: ContentInput = { ...input, handle, text: sanitizeRichText(input.text), date: input.date || iso().slice(0, 10) };
        const hidden = item.hidden ? 1 : 0;
        let itemId: number;
        if (kind === "page") {
          const values = {
            url: handle,
            title: item.title,
            text: item.text,
            seo_title: item.seo_title || item.title,
            seo_description: item.seo_description,
            hidden,
          };
          itemId = id ?? (await nextId(trx, "pages"));
          if (id === null)
            await trx
              .insertInto("pages")
              .values({ id: itemId, ...values })
              .execute();
          else await trx.updateTable("pages").set(values).where("id", "=", id).execute();
          item.date = "";
          item.preview = "";
          item.image_url = "";
          item.seo_title = values.seo_title;
        } else {
          const photo = cover ? await photos.claim(cover, trx) : null;
          if (cover && !photo) throw new DomainError("not_found", { fields: ["cover"] });
          if (photo) item.image_url = photoImage(photo, item.title).src;
          const image = photo
            ? JSON.stringify(photoImage(photo, item.title))
            : item.image_url
              ? JSON.stringify({ src: item.image_url, ...COVER, alt: item.title })
              : "null";
          const values = { handle, title: item.title, date: item.date, preview: item.preview, image, text: item.text, hidden };
          const table = TABLE[kind];
          itemId = id ?? (await nextId(trx, table));
          if (id === null) {
            const extra =
              kind === "news" ? {} : kind === "idea" ? { gallery: "[]", goods: "[]" } : { gallery: "[]", goods: "[]", city: "", area: "" };
            await trx
              .insertInto(table)
              .values({ id: itemId, ...values, ...extra } as never)
              .execute();
          } else {
            // A cover kept as it was keeps its stored size and description.
            const keepImage = before?.image_url === item.image_url;
            await trx
              .updateTable(table as "news")
              .set(keepImage ? { ...values, image: undefined } : values)
              .where("id", "=", id)
              .execute();
          }
          item.seo_title = "";
          item.seo_description = "";
        }
        const { kind: _k, id: _i, ...old } = before ?? { kind, id: 0 };
        await commit(trx, actor, id === null ? "create" : "update", kind, itemId, item, { before: before ? old : null, after: item });
        return { id: itemId, handle };
      });
    },

    /** Shows or hides an item in the shop. */
    async setHidden(actor: Actor, kind: ContentKind, id: number, hidden: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { kind: _k, id: _i, ...before } = await read(trx, kind, id);
        await trx
          .updateTable(TABLE[kind] as "news")
          .set({ hidden: hidden ? 1 : 0 })
          .where("id", "=", id)
          .execute();
        await commit(
          trx,
          actor,
          hidden ? "hide" : "publish",
          kind,
          id,
          { ...before, hidden },
          { before: { hidden: before.hidden }, after: { hidden } },
        );
      });
    },

    /** Deletes an item; its audit entry keeps what it was. */
    async remove(actor: Actor, kind: ContentKind, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { kind: _k, id: _i, ...before } = await read(trx, kind, id);
        await trx
          .deleteFrom(TABLE[kind] as "news")
          .where("id", "=", id)
          .execute();
        await commit(trx, actor, "delete", kind, id, null, { before, after: null });
      });
    },
  };
}
export type StaffContent = ReturnType<typeof createStaffContent>;
