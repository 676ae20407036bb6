import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { parseImages, type Image } from "../catalog/cards";
import type { Database } from "../db/schema";
import { downloadOutside, type DownloadLimits, type OutsideNetwork } from "../exchange/outside-fetch";
import { bumpCatalogRevision } from "./catalog-revision";
import { PHOTO_MAX_BYTES, photoImage, type PhotoStore } from "./photos";

/** One picture of a feed: its time (ms), its size (a photo's) and the redirects it may take. */
const PICTURE_LIMITS: DownloadLimits = { timeoutMs: 20_000, maxBytes: PHOTO_MAX_BYTES, maxRedirects: 5 };

export interface PictureOrigins {
  /** The folder an exchange's pictures were sent into (1C's `import_files/…` are relative to it). */
  filesDir?: string;
  /** Addresses of the shop's own network a picture may come from (none by default: the internet only). */
  network?: OutsideNetwork;
}

/** A file an exchange sent, by its path relative to the exchange's folder (never outside it). */
async function sentFile(dir: string, relative: string): Promise<Buffer | null> {
  const file = path.resolve(dir, relative);
  if (!file.startsWith(path.resolve(dir) + path.sep)) return null;
  return fs.readFile(file).catch(() => null);
}

/**
 * Puts the pictures an import wrote as given (a feed's URLs, the paths of files 1C sent) through the image
 * pipeline, as a back-office upload is: each is stored once with its sizes and the good's image becomes the
 * photo's, keeping where it came from in `origin`, so the next import of the same feed changes nothing. Runs
 * after an import, outside its transaction (fetching and encoding take seconds a picture); each good is then
 * written in a transaction of its own that raises the revision, and only if its pictures did not change
 * meanwhile. A picture is fetched from the internet only (fetchOutside). A picture that cannot be fetched or is not a picture keeps its URL. Answers how many pictures became
 * photos and how many could not.
 */
export async function adoptImportedPictures(
  db: Kysely<Database>,
  photos: PhotoStore,
  log: Logger,
  origins: PictureOrigins = {},
): Promise<{ adopted: number; failed: number }> {
  const goods = await db.selectFrom("goods").select(["id", "images"]).where("external_source", "is not", null).execute();
  let adopted = 0;
  let failed = 0;
  for (const good of goods) {
    const images = parseImages(good.images);
    if (images.every((image) => image.origin !== undefined || image.src.startsWith("/media/"))) continue;
    const next: Image[] = [];
    const adoptedBefore = adopted;
    for (const image of images) {
      if (image.origin !== undefined || image.src.startsWith("/media/")) {
        next.push(image);
        continue;
      }
      try {
        const isUrl = /^https?:\/\//i.test(image.src);
        const bytes = isUrl
          ? await downloadOutside(image.src, { ...PICTURE_LIMITS, ...origins.network })
          : origins.filesDir
            ? await sentFile(origins.filesDir, image.src)
            : null;
        if (!bytes) throw new Error("not received");
        const photo = await photos.store(bytes, path.basename(image.src).slice(-200));
        next.push({ ...photoImage(photo, image.alt), origin: image.src });
        adopted++;
      } catch (error) {
        log.warn({ err: error, good: good.id, picture: image.src }, "imported picture not taken");
        next.push(image);
        failed++;
      }
    }
    // Nothing taken (the files were not sent): the good stays as it is, and the catalogue's revision too.
    if (adopted === adoptedBefore) continue;
    await db.transaction().execute(async (trx) => {
      const written = await trx
        .updateTable("goods")
        .set({ images: JSON.stringify(next) })
        .where("id", "=", good.id)
        .where("images", "=", good.images)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) > 0) await bumpCatalogRevision(trx);
    });
  }
  return { adopted, failed };
}
