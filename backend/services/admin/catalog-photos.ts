import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { parseImages, type Image } from "../../catalog/cards";
import { bumpCatalogRevision } from "../catalog-revision";
import { DomainError } from "../errors";
import { photoImage, type PhotoStore } from "../photos";
import { recordChange, type Actor } from "./audit";
import type { CatalogStore } from "./catalog-store";
import { checkVersion, versionOf } from "./versions";

/** A good's pictures in the back office: uploaded photos added to a good, and one picture moved, removed or captioned. */

/** One picture as the good's page edits it: with the version of its place and caption. */
export type StaffPhoto = Image & { version: string };

/**
 * A change of a good's photos: one moved a place up or down, removed, or given another alt text. `version` is the
 * picture's as the page showed it at `index` (null: none sent).
 */
export type PhotoEdit = ({ op: "up" | "down" | "delete"; index: number } | { op: "alt"; index: number; alt: string }) & { version: string | null };

/**
 * A picture's version: which picture it is and its caption. A photo button names its picture by place, so a
 * button pressed on a page opened before another change (a picture removed or moved) must not act on whatever
 * is at that place now.
 */
export const photoVersion = (image: Image) => versionOf({ src: image.src, alt: image.alt });

/** The Images of uploaded photos (by key) for a good named `name` that has `count` pictures already. */
export async function uploadedImages(photos: PhotoStore, trx: Kysely<Database>, keys: string[], name: string, count: number): Promise<Image[]> {
  const images: Image[] = [];
  for (const key of keys) {
    const photo = await photos.claim(key, trx);
    if (!photo) throw new DomainError("not_found", { fields: ["photos"] });
    const n = count + images.length + 1;
    images.push(photoImage(photo, n === 1 ? name : `${name}, фото ${n}`));
  }
  return images;
}

/** Moves, removes or renames (alt text) one of a good's pictures; answers the pictures as they are now. */
export async function editPhotos({ db, iso }: CatalogStore, actor: Actor, goodId: number, edit: PhotoEdit): Promise<Image[]> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("goods").select("images").where("id", "=", goodId).executeTakeFirst();
    if (!row) throw new DomainError("not_found");
    const before = parseImages(row.images);
    const images = [...before];
    const image = images[edit.index];
    if (!image) throw new DomainError("not_found", { fields: ["index"] });
    await checkVersion(trx, edit.version, { src: image.src, alt: image.alt }, { entity: "good", entityId: goodId });
    if (edit.op === "delete") images.splice(edit.index, 1);
    if (edit.op === "alt") images[edit.index] = { ...image, alt: edit.alt };
    if (edit.op === "up" || edit.op === "down") {
      const to = edit.op === "up" ? edit.index - 1 : edit.index + 1;
      if (to < 0 || to >= images.length) return images;
      [images[edit.index], images[to]] = [images[to], image];
    }
    await trx
      .updateTable("goods")
      .set({ images: JSON.stringify(images) })
      .where("id", "=", goodId)
      .execute();
    await recordChange(trx, actor, iso(), {
      action: `good.photo_${edit.op}`,
      entity: "good",
      entityId: goodId,
      before: before.map((i) => ({ src: i.src, alt: i.alt })),
      after: images.map((i) => ({ src: i.src, alt: i.alt })),
    });
    await bumpCatalogRevision(trx);
    return images;
  });
}
