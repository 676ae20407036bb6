import sharp, { type Color, type Metadata } from "sharp";
import { brandKey, touchIconName, type BrandPart } from "../shop/brand";
import { DomainError } from "./errors";
import { sha256Hex, type FileStore } from "./file-store";
import { detectKind } from "./file-types";
import { photoKind } from "./photos";

/**
 * The shop's logo and favicon uploads. Whatever the browser says, a file is judged by its bytes: a logo is a
 * PNG, JPEG, WebP or SVG, a favicon a PNG, SVG or ICO. Every picture but an ICO is redrawn to PNG here (an SVG
 * by librsvg, which runs no script and fetches nothing), so what the shop serves is never the uploaded markup:
 * an SVG carrying a script is a harmless picture of itself. An ICO is kept as sent after its directory is read.
 */

/** Largest upload, bytes: a logo or an icon is tens of kilobytes; 2 MB leaves room for a big PNG. */
export const BRAND_MAX_BYTES = 2 * 1024 * 1024;
/** Largest picture, pixels, before it is decoded (a decompression bomb is refused). */
const BRAND_MAX_PIXELS = 25_000_000;
/** The long side at most this many times the short one: a logo is a wordmark, not a strip. */
export const LOGO_MAX_SIDE_RATIO = 8;
/** A favicon is square or nearly so; the browser shows it in a square. */
export const FAVICON_MAX_SIDE_RATIO = 2;
/** The stored logo's height: four times the header's 44 CSS px, sharp on any screen. */
const LOGO_HEIGHT = 176;
/** The stored favicon's side, and its apple-touch-icon's (iOS asks for 180×180). */
const ICON_SIZE = 64;
const TOUCH_SIZE = 180;

export interface StoredLogo {
  name: string;
  width: number;
  height: number;
}

const refuse = (code: "brand_file_empty" | "brand_file_too_large" | "brand_file_not_image" | "brand_file_too_elongated", part: BrandPart) =>
  new DomainError(code, { fields: [part] });

/**
 * Whether the text starts as an SVG document: an optional XML declaration, comments and a doctype without an
 * internal subset (so no entities), then `<svg`.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

/** Whether the bytes are an ICO file whose directory points at PNG or BMP pictures inside it. */
export function isIco(bytes: Buffer): boolean {
  if (bytes.length < 22 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return false;
  const count = bytes.readUInt16LE(4);
  if (count < 1 || count > 64 || bytes.length < 6 + 16 * count) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size < 8 || offset < 6 + 16 * count || offset + size > bytes.length) return false;
    const png = detectKind(bytes.subarray(offset, offset + 8)) === "png";
    const bmp = bytes.readUInt32LE(offset) === 40;
    if (!png && !bmp) return false;
  }
  return true;
}

/** The picture's size as decoded, refusing what is not a picture, too many pixels or too elongated. */
async function measure(bytes: Buffer, part: BrandPart, maxRatio: number): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: BRAND_MAX_PIXELS }).metadata();
  } catch {
    throw refuse("brand_file_not_image", part);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > BRAND_MAX_PIXELS) throw refuse("brand_file_not_image", part);
  if (Math.max(meta.width, meta.height) > maxRatio * Math.min(meta.width, meta.height)) throw refuse("brand_file_too_elongated", part);
  return (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** A PNG of the picture scaled by `scale` (an SVG drawn at that density, not enlarged from 72 dpi). */
function redraw(bytes: Buffer, svg: boolean, scale: number) {
  const density = svg ? Math.min(2400, Math.max(1, 72 * scale)) : undefined;
  return sharp(bytes, { limitInputPixels: BRAND_MAX_PIXELS, failOn: "error", ...(density ? { density } : {}) }).rotate();
}

function checkSize(bytes: Buffer, part: BrandPart): void {
  if (bytes.length === 0) throw refuse("brand_file_empty", part);
  if (bytes.length > BRAND_MAX_BYTES) throw refuse("brand_file_too_large", part);
}

export function createBrandFiles(files: FileStore, now: () => string) {
  const put = (name: string, bytes: Buffer, kind: "png" | "ico", originalName = "") =>
    files.put(brandKey(name), bytes, { kind, originalName: originalName.slice(-200), createdAt: now() });

  return {
    /** Stores a logo upload as a PNG LOGO_HEIGHT px high (or its own height, if lower); its name and size. */
    async storeLogo(bytes: Buffer, originalName: string): Promise<StoredLogo> {
      checkSize(bytes, "logo");
      const svg = !photoKind(bytes) && looksLikeSvg(bytes);
      if (!photoKind(bytes) && !svg) throw refuse("brand_file_not_image", "logo");
      const size = await measure(bytes, "logo", LOGO_MAX_SIDE_RATIO);
      const height = svg ? LOGO_HEIGHT : Math.min(LOGO_HEIGHT, size.height);
      let png: Buffer;
      try {
        png = await redraw(bytes, svg, LOGO_HEIGHT / size.height)
          .resize({ height, withoutEnlargement: !svg })
          .png({ compressionLevel: 9 })
          .toBuffer();
      } catch {
        throw refuse("brand_file_not_image", "logo");
      }
      const stored = await sharp(png).metadata();
      const name = `logo-${sha256Hex(png).slice(0, 24)}.png`;
      await put(name, png, "png", originalName);
      return { name, width: stored.width ?? size.width, height: stored.height ?? height };
    },

    /** Stores a favicon upload: an ICO as sent; a PNG or SVG as a square PNG and its 180×180 touch icon. Its name. */
    async storeFavicon(bytes: Buffer, originalName: string): Promise<string> {
      checkSize(bytes, "favicon");
      if (isIco(bytes)) {
        const name = `favicon-${sha256Hex(bytes).slice(0, 24)}.ico`;
        await put(name, bytes, "ico", originalName);
        return name;
      }
      const svg = looksLikeSvg(bytes);
      if (!svg && detectKind(bytes.subarray(0, 8)) !== "png") throw refuse("brand_file_not_image", "favicon");
      const size = await measure(bytes, "favicon", FAVICON_MAX_SIDE_RATIO);
      const square = (side: number, background: Color) =>
        redraw(bytes, svg, side / Math.max(size.width, size.height))
          .resize(side, side, { fit: "contain", background })
          .png({ compressionLevel: 9 })
          .toBuffer();
      let icon: Buffer;
      let touch: Buffer;
      try {
        icon = await square(ICON_SIZE, { r: 0, g: 0, b: 0, alpha: 0 });
        // iOS paints a transparent touch icon's background black: it gets white.
        touch = await sharp(await square(TOUCH_SIZE, "#ffffff"))
          .flatten({ background: "#ffffff" })
          .png()
          .toBuffer();
      } catch {
        throw refuse("brand_file_not_image", "favicon");
      }
      const name = `favicon-${sha256Hex(icon).slice(0, 24)}.png`;
      await put(name, icon, "png", originalName);
      await put(touchIconName(name), touch, "png");
      return name;
    },

    /** A stored logo's size, or null when there is no such logo. */
    async logoSize(name: string): Promise<{ width: number; height: number } | null> {
      const png = await files.get(brandKey(name));
      if (!png) return null;
      const meta = await sharp(png).metadata();
      return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
    },

    exists: (name: string) => files.exists(brandKey(name)),

    /** Removes a logo or favicon no longer shown (with a favicon's touch icon). */
    async remove(name: string): Promise<void> {
      await files.delete(brandKey(name));
      if (name.startsWith("favicon-") && name.endsWith(".png")) await files.delete(brandKey(touchIconName(name)));
    },
  };
}
export type BrandFiles = ReturnType<typeof createBrandFiles>;
