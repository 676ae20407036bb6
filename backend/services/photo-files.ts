/**
 * Where a photo's files are kept in the file store: its original, its AVIF and WebP at each width (served as
 * `/media/photos/<key>-<width>.<format>`) and its share picture, all named after the photo's key.
 */

export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Where the shop serves a photo's sizes: `<prefix><key>-<width>.<format>`, the share picture `<prefix><key>-share.jpg`. */
export const PHOTO_URL_PREFIX = "/media/photos/";
/** A photo's key in any text that shows it (a good's pictures, a rich text's `<img>`, an order line). */
export const PHOTO_KEY_IN_URL = /\/media\/photos\/([0-9a-f]{24})-/g;

/** The file store's key of one derived size (the media route serves `/media/photos/<key>-<width>.<format>`). */
export const derivedKey = (key: string, width: number, format: PhotoFormat) => `photo-${key}-${width}.${format}`;
/** The photo's share picture (og:image): 1200×630 JPEG, since social networks' crawlers do not all read WebP or AVIF. */
export const shareKey = (key: string) => `photo-${key}-share.jpg`;

/** Every file a photo may have in the store: its original, each width in each format, the share picture. */
export function photoFileKeys(photo: { key: string; original_key: string; widths: number[] }): string[] {
  const sizes = photo.widths.flatMap((width) => PHOTO_FORMATS.map((format) => derivedKey(photo.key, width, format)));
  return [photo.original_key, ...sizes, shareKey(photo.key)];
}
