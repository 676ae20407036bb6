import type { Kysely } from "kysely";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import type { Image } from "../catalog/cards";
import { SHARE_HEIGHT, SHARE_WIDTH } from "../catalog/share-pictures";
import { PHOTO_ORPHAN_GRACE_MS } from "../config";
import type { Database } from "../db/schema";
import { DomainError } from "./errors";
import { sha256Hex, type FileStore } from "./file-store";
import { detectKind } from "./file-types";
import { hourlyPrune } from "./housekeeping";
import { derivedKey, jpegKey, PHOTO_FORMATS, PHOTO_URL_PREFIX, type JpegRendition, type PhotoFormat } from "./photo-files";
import { sweepOrphanPhotos } from "./photo-sweep";

/**
 * The image pipeline of goods' and sections' photos (back office uploads and catalogue imports alike). An
 * upload is checked by its content (JPEG, PNG or WebP; a size and a pixel limit), turned upright by its EXIF
 * orientation and stored once: the original and its AVIF and WebP at each width the pages use, all in the file
 * store every process shares, then a `photos` row. The sizes are made at upload time, never per request; the
 * same bytes uploaded again (by any process) are the same photo and nothing is made twice.
 *
 * URLs are content-addressed (`/media/photos/<key>-<width>.<avif|webp>`), so they can be cached for a year.
 */

/** Largest upload accepted, bytes: a phone's full-size JPEG is 3–12 MB. */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
/** Largest picture accepted, pixels (a 48-megapixel phone photo passes; a decompression bomb does not). */
export const PHOTO_MAX_PIXELS = 50_000_000;
/**
 * The long side of a photo at most this many times its short one: at the widest size made (1600 px) the
 * height stays within WebP's 16 383 px, and a strip thinner than this is no photo of a good.
 */
export const PHOTO_MAX_SIDE_RATIO = 10;
/**
 * The widths made: a cart line and the gallery's thumbnails (96–120 CSS px, up to 2× density), a goods card
 * (about 190–360 CSS px), the item page's gallery on a phone (about 380 CSS px at 1.75–2×) and on a desktop
 * (about 700–940 CSS px). A photo narrower than a width gets its own width instead of the larger ones.
 */
export const PHOTO_WIDTHS = [240, 480, 720, 1080, 1600] as const;
/** The width of the `<img src>` fallback, for a browser that takes neither source. */
const FALLBACK_WIDTH = 720;

/*
 * AVIF at effort 2 takes about a tenth of effort 4's time (seconds, not tens of seconds, for a 1600 px photo)
 * for files a few per cent larger; quality 50 for AVIF and 75 for WebP look alike at card size.
 */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 75, effort: 4 } as const;

export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

const ORIGINAL_EXT = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/** JPEG, PNG or WebP by the first bytes (WebP: a RIFF container of type WEBP); null for anything else. */
export function photoKind(bytes: Buffer): keyof typeof ORIGINAL_EXT | null {
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  const kind = detectKind(bytes.subarray(0, 8));
  return kind === "jpeg" || kind === "png" ? kind : null;
}

/** The widths made of a photo `width` wide. */
export function widthsFor(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  return below.length === PHOTO_WIDTHS.length ? below : [...below, width];
}

/** The contract's Image of a stored photo: the fallback WebP with the real proportions, and both sources. */
export function photoImage(photo: StoredPhoto, alt: string): Image {
  const srcset = (format: PhotoFormat) => photo.widths.map((w) => `${PHOTO_URL_PREFIX}${photo.key}-${w}.${format} ${w}w`).join(", ");
  const fallback = photo.widths.find((w) => w >= FALLBACK_WIDTH) ?? photo.widths[photo.widths.length - 1];
  return {
    src: `${PHOTO_URL_PREFIX}${photo.key}-${fallback}.webp`,
    width: fallback,
    height: Math.round((fallback * photo.height) / photo.width),
    alt,
    sources: PHOTO_FORMATS.map((format) => ({ type: `image/${format}`, srcset: srcset(format) })),
  };
}

const rowToPhoto = (row: { key: string; width: number; height: number; widths: string }): StoredPhoto => ({
  key: row.key,
  width: row.width,
  height: row.height,
  widths: JSON.parse(row.widths) as number[],
});

/** Reads what sharp needs to know of an upload, refusing anything that is not a picture within the limits. */
async function inspect(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new DomainError("photo_too_large", { fields: ["photo"] });
  if (!photoKind(bytes)) throw new DomainError("photo_not_image", { fields: ["photo"] });
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new DomainError("photo_not_image", { fields: ["photo"] });
  }
  if (!meta.width || !meta.height) throw new DomainError("photo_not_image", { fields: ["photo"] });
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new DomainError("photo_too_many_pixels", { fields: ["photo"] });
  if (Math.max(meta.width, meta.height) > PHOTO_MAX_SIDE_RATIO * Math.min(meta.width, meta.height))
    throw new DomainError("photo_too_elongated", { fields: ["photo"] });
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Makes every size of an upload: decoded once (JPEG shrinks while decoding), turned upright and scaled to the
 * largest width, then each width from that. Output carries no metadata (sharp drops EXIF, GPS included).
 */
async function deriveSizes(bytes: Buffer, widths: number[]): Promise<{ width: number; format: PhotoFormat; bytes: Buffer }[]> {
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError("photo_not_image", { fields: ["photo"] });
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const out: { width: number; format: PhotoFormat; bytes: Buffer }[] = [];
  for (const width of widths) {
    const scaled = () => sharp(base.data, raw).resize({ width });
    out.push({ width, format: "avif", bytes: await scaled().avif(AVIF).toBuffer() });
    out.push({ width, format: "webp", bytes: await scaled().webp(WEBP).toBuffer() });
  }
  return out;
}

/**
 * The longest side of the feed picture. Yandex Market takes JPEG, PNG or GIF (not WebP), without transparency,
 * at least 100 px a side and 600 px for its enlarged view; 1200 px shows sharp there and stays light to fetch.
 */
export const FEED_PICTURE_SIDE = 1200;

/** How each JPEG rendition is framed: the share picture filled and cropped to 1200×630, the feed picture whole. */
const JPEG_FRAMES: Record<JpegRendition, (image: Sharp) => Sharp> = {
  share: (image) => image.resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "cover" }),
  feed: (image) => image.resize(FEED_PICTURE_SIDE, FEED_PICTURE_SIDE, { fit: "inside", withoutEnlargement: true }),
};

/** A JPEG rendition of a photo's original: upright, on white (JPEG has no transparency), no metadata. */
function renderJpeg(original: Buffer, rendition: JpegRendition): Promise<Buffer> {
  return JPEG_FRAMES[rendition](sharp(original, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate())
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export function createPhotoStore(db: Kysely<Database>, files: FileStore, now: () => number) {
  const iso = () => new Date(now()).toISOString();
  // Photos nothing shows any more are removed, once an hour at most, on the next upload.
  const sweep = hourlyPrune(now, (t) => sweepOrphanPhotos(db, files, new Date(t - PHOTO_ORPHAN_GRACE_MS).toISOString()));

  /** A complete photo by its key; `conn` is the transaction to read in, if any. */
  async function find(key: string, conn: Kysely<Database> = db): Promise<StoredPhoto | null> {
    const row = await conn.selectFrom("photos").select(["key", "width", "height", "widths"]).where("key", "=", key).executeTakeFirst();
    return row ? rowToPhoto(row) : null;
  }

  /**
   * A complete photo by its key, marked as just used (its grace period against the sweep starts again): the
   * writer that attaches it to a good or a section calls this in its own transaction `conn`, whose row lock keeps
   * a sweep from removing the photo until it commits. Null when there is no such photo (or a sweep took it).
   */
  async function claim(key: string, conn: Kysely<Database> = db): Promise<StoredPhoto | null> {
    const touched = await conn.updateTable("photos").set({ created_at: iso() }).where("key", "=", key).executeTakeFirst();
    return Number(touched.numUpdatedRows) === 0 ? null : find(key, conn);
  }

  /** Makes and stores every file of an upload, unless the same bytes are a photo already (then only claimed). */
  async function storeOnce(bytes: Buffer, originalName: string): Promise<StoredPhoto> {
    const { width, height } = await inspect(bytes);
    const key = sha256Hex(bytes).slice(0, 24);
    const known = await claim(key);
    if (known) return known;
    const widths = widthsFor(width);
    const sizes = await deriveSizes(bytes, widths);
    const kind = photoKind(bytes) ?? "jpeg";
    const createdAt = iso();
    const originalKey = `photo-${key}.${ORIGINAL_EXT[kind]}`;
    await files.put(originalKey, bytes, { kind, originalName: originalName.slice(-200), createdAt });
    for (const size of sizes) {
      await files.put(derivedKey(key, size.width, size.format), size.bytes, { kind: size.format, originalName: "", createdAt });
    }
    await files.put(jpegKey(key, "feed"), await renderJpeg(bytes, "feed"), { kind: "jpeg", originalName: "", createdAt });
    await db
      .insertInto("photos")
      .values({ key, width, height, widths: JSON.stringify(widths), original_key: originalKey, created_at: createdAt })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return { key, width, height, widths };
  }

  return {
    claim,

    /**
     * A JPEG rendition of the photo: kept in the file store, else made from the original on this first request
     * (the share picture, and the feed picture of a photo stored before feeds had one; processes racing on it
     * write the same bytes).
     */
    async jpegPicture(key: string, rendition: JpegRendition): Promise<Buffer | null> {
      const kept = await files.get(jpegKey(key, rendition));
      if (kept) return kept;
      const row = await db.selectFrom("photos").select("original_key").where("key", "=", key).executeTakeFirst();
      const original = row ? await files.get(row.original_key) : null;
      if (!original) return null;
      const jpeg = await renderJpeg(original, rendition);
      await files.put(jpegKey(key, rendition), jpeg, { kind: "jpeg", originalName: "", createdAt: iso() });
      // A sweep that removed the photo meanwhile would have left this file behind.
      if (!(await find(key))) await files.delete(jpegKey(key, rendition));
      return jpeg;
    },

    /**
     * Stores an upload once and answers the photo; refuses (DomainError on the field `photo`) anything that is
     * not a JPEG, PNG or WebP within the limits. Two processes storing the same bytes at once write the same
     * files under the same keys, which the store takes as one. A photo stored before is only marked as just used.
     */
    async store(bytes: Buffer, originalName: string): Promise<StoredPhoto> {
      const photo = await storeOnce(bytes, originalName);
      await sweep();
      return photo;
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
