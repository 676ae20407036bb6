import type { Kysely } from "kysely";
import { sanitizeRichText } from "../../../shared/rich-text";
import type { Database } from "../../db/schema";
import type { PhotoStore } from "../photos";
import type { Actor } from "./audit";
import { listArticles, readArticle, writeArticle } from "./content-articles";
import { isReservedPageUrl, listPages, readPage, writePage } from "./content-pages";
import {
  CONTENT_KINDS,
  TABLE,
  commitContent,
  editedValues,
  handleFor,
  type ContentFilter,
  type ContentInput,
  type ContentKind,
  type ContentSummary,
  type StaffContentItem,
} from "./content-records";
import { checkVersion, versionOf, type RecordEdit } from "./versions";

/**
 * The back office's content: ideas, news, portfolio projects (`content-articles`) and custom pages
 * (`content-pages`). Rich text is sanitised here, on save, with the allow-list the storefront applies again on
 * render. Each change is one transaction with its audit entry (before → after), the item's search terms (a hidden
 * item is not found) and a raised public data revision, so every storefront process shows it within a second or so.
 */

const read = (conn: Kysely<Database>, kind: ContentKind, id: number): Promise<StaffContentItem> =>
  kind === "page" ? readPage(conn, id) : readArticle(conn, kind, id);

export function createStaffContent(db: Kysely<Database>, iso: () => string, photos: PhotoStore) {
  return {
    /**
     * One page of content, newest first (pages, which have no date, by title after the dated ones). The content
     * tables hold dozens of rows, so each kind is read whole and merged here.
     */
    async list(filter: ContentFilter): Promise<{ items: ContentSummary[]; total: number }> {
      const kinds = filter.kind ? [filter.kind] : CONTENT_KINDS;
      const q = filter.q?.trim().toLowerCase() ?? "";
      const rows = await Promise.all(kinds.map((kind) => (kind === "page" ? listPages(db) : listArticles(db, kind))));
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
        const stored = before?.handle ?? null;
        const reserved = (handle: string) => kind === "page" && isReservedPageUrl(handle, stored);
        const handle = await handleFor(trx, kind, input, id, reserved);
        const item: ContentInput = { ...input, handle, text: sanitizeRichText(input.text), date: input.date || iso().slice(0, 10) };
        const itemId = kind === "page" ? await writePage(trx, id, item) : await writeArticle(trx, photos, kind, id, item, before, cover);
        const { kind: _k, id: _i, ...old } = before ?? { kind, id: 0 };
        const change = { before: before ? old : null, after: item };
        await commitContent(trx, iso(), actor, id === null ? "create" : "update", kind, itemId, item, change);
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
        const change = { before: { hidden: before.hidden }, after: { hidden } };
        await commitContent(trx, iso(), actor, hidden ? "hide" : "publish", kind, id, { ...before, hidden }, change);
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
        await commitContent(trx, iso(), actor, "delete", kind, id, null, { before, after: null });
      });
    },
  };
}
export type StaffContent = ReturnType<typeof createStaffContent>;
