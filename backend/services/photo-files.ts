/**
 * Where a photo's files are kept in the file store: its original, its AVIF and WebP at each width (served as
 * `/media/photos/<key>-<width>.<format>`) and its JPEG renditions (`/media/photos/<key>-<share|feed>.jpg`), all
 * named after the photo's key.
 */

export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Where the shop serves a photo's sizes: `<prefix><key>-<width>.<format>`, a JPEG rendition `<prefix><key>-<rendition>.jpg`. */
export const PHOTO_URL_PREFIX = "/media/photos/";
/** A photo's key in any text that shows it (a good's pictures, a rich text's `<img>`, an order line). */
export const PHOTO_KEY_IN_URL = /\/media\/photos\/([0-9a-f]{24})-/g;

/** The file store's key of one derived size (the media route serves `/media/photos/<key>-<width>.<format>`). */
export const derivedKey = (key: string, width: number, format: PhotoFormat) => `photo-${key}-${width}.${format}`;
/**
 * A photo's JPEG renditions, for readers that take neither WebP nor AVIF: `share`, the 1200×630 og:image social
 * networks' crawlers fetch, and `feed`, the picture marketplaces' feeds (YML) link to.
 */
export const JPEG_RENDITIONS = ["share", "feed"] as const;
export type JpegRendition = (typeof JPEG_RENDITIONS)[number];
export const jpegKey = (key: string, rendition: JpegRendition) => `photo-${key}-${rendition}.jpg`;

/** Our photo's stable JPEG for feeds, in place of any of its sizes (`/media/photos/<key>-720.webp`); other pictures as they are. */
export function feedPicturePath(src: string): string {
  const key = /^\/media\/photos\/([0-9a-f]{24})-\d+\.(?:avif|webp)$/.exec(src)?.[1];
  return key ? `${PHOTO_URL_PREFIX}${key}-feed.jpg` : src;
}

/** Every file a photo may have in the store: its original, each width in each format, its JPEG renditions. */
export function photoFileKeys(photo: { key: string; original_key: string; widths: number[] }): string[] {
  const sizes = photo.widths.flatMap((width) => PHOTO_FORMATS.map((format) => derivedKey(photo.key, width, format)));
  return [photo.original_key, ...sizes, ...JPEG_RENDITIONS.map((rendition) => jpegKey(photo.key, rendition))];
}
