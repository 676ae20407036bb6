import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { DomainError } from "../errors";
import { photoImage, type PhotoStore } from "../photos";
import { nextId, TABLE, type ContentInput, type ContentKind, type ContentSummary, type StaffContentItem } from "./content-records";

/** News, ideas and portfolio projects in the back office: dated items with a summary and a cover, in tables of one shape. */

/** A kind other than a custom page. */
export type ArticleKind = Exclude<ContentKind, "page">;

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

export async function readArticle(conn: Kysely<Database>, kind: ArticleKind, id: number): Promise<StaffContentItem> {
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

export async function listArticles(db: Kysely<Database>, kind: ArticleKind): Promise<ContentSummary[]> {
  const items = await db
    .selectFrom(TABLE[kind] as "news")
    .select(["id", "handle", "title", "date", "hidden"])
    .execute();
  return items.map((i) => ({ kind, ...i, hidden: Number(i.hidden) === 1 }));
}

/**
 * Writes a news item, idea or project (`id` null: a new one) and answers its id. `cover`: the key of an uploaded
 * photo that becomes its cover (in place of `image_url`); `stored`: the item as it was. `item` becomes what is
 * stored (no search engine texts).
 */
export async function writeArticle(
  trx: Kysely<Database>,
  photos: PhotoStore,
  kind: ArticleKind,
  id: number | null,
  item: ContentInput,
  stored: ContentInput | null,
  cover?: string,
): Promise<number> {
  const photo = cover ? await photos.claim(cover, trx) : null;
  if (cover && !photo) throw new DomainError("not_found", { fields: ["cover"] });
  if (photo) item.image_url = photoImage(photo, item.title).src;
  const image = photo
    ? JSON.stringify(photoImage(photo, item.title))
    : item.image_url
      ? JSON.stringify({ src: item.image_url, ...COVER, alt: item.title })
      : "null";
  const hidden = item.hidden ? 1 : 0;
  const values = { handle: item.handle, title: item.title, date: item.date, preview: item.preview, image, text: item.text, hidden };
  const table = TABLE[kind];
  const itemId = id ?? (await nextId(trx, table));
  if (id === null) {
    const extra = kind === "news" ? {} : kind === "idea" ? { gallery: "[]", goods: "[]" } : { gallery: "[]", goods: "[]", city: "", area: "" };
    await trx
      .insertInto(table)
      .values({ id: itemId, ...values, ...extra } as never)
      .execute();
  } else {
    // A cover kept as it was keeps its stored size and description.
    const keepImage = stored?.image_url === item.image_url;
    await trx
      .updateTable(table as "news")
      .set(keepImage ? { ...values, image: undefined } : values)
      .where("id", "=", id)
      .execute();
  }
  item.seo_title = "";
  item.seo_description = "";
  return itemId;
}
