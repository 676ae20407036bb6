import { CONTENT_TYPES } from "../services/file-types";
import { derivedKey, type JpegRendition, type PhotoFormat } from "../services/photo-files";
import { BRAND_FILE_NAME, BRAND_URL_PREFIX, brandKey } from "../shop/brand";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Context } from "./context";
import { HttpError } from "./respond";
import type { Route } from "./router";

/** Seeded pictures never change: browsers and CDNs keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/media/{name}.svg` is the picture itself; `/media/{name}.png` its 1200×630 raster twin for og:image (social
 * networks do not show SVG). SVG is served so that it cannot run.
 */
async function media(ctx: Context): Promise<Response> {
  const photo = /^\/media\/photos\/([0-9a-f]{24})-(\d{1,5})\.(avif|webp)$/.exec(ctx.path);
  if (photo) return photoSize(ctx, photo[1], Number(photo[2]), photo[3] as PhotoFormat);
  const jpeg = /^\/media\/photos\/([0-9a-f]{24})-(share|feed)\.jpg$/.exec(ctx.path);
  if (jpeg) return photoJpeg(ctx, jpeg[1], jpeg[2] as JpegRendition);
  if (ctx.path.startsWith(BRAND_URL_PREFIX)) return brandFile(ctx, ctx.path.slice(BRAND_URL_PREFIX.length));
  const m = /^\/media\/([a-z0-9/-]{1,100})\.(svg|png)$/.exec(ctx.path);
  if (!m) throw new HttpError(404, MSG_NOT_FOUND);
  const picture = await ctx.services.media.picture(m[1], m[2] === "png" ? "png" : "svg");
  if (!picture) throw new HttpError(404, MSG_NOT_FOUND);
  if (picture.format === "png") {
    return new Response(new Uint8Array(picture.png), {
      headers: { "Content-Type": "image/png", "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(picture.svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": IMMUTABLE,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * `/media/photos/{key}-{width}.{avif|webp}`: one stored size of an uploaded photo. The key is the photo's
 * content, so the answer never changes.
 */
async function photoSize(ctx: Context, key: string, width: number, format: PhotoFormat): Promise<Response> {
  const stored = await ctx.services.files.get(derivedKey(key, width, format));
  if (!stored) throw new HttpError(404, MSG_NOT_FOUND);
  return new Response(new Uint8Array(stored), {
    headers: { "Content-Type": CONTENT_TYPES[format], "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" },
  });
}

/** `/media/photos/{key}-share.jpg`: the photo's 1200×630 JPEG for og:image; `-feed.jpg`: its JPEG for marketplaces' feeds. */
async function photoJpeg(ctx: Context, key: string, rendition: JpegRendition): Promise<Response> {
  const jpeg = await ctx.services.photos.jpegPicture(key, rendition);
  if (!jpeg) throw new HttpError(404, MSG_NOT_FOUND);
  return new Response(new Uint8Array(jpeg), {
    headers: { "Content-Type": CONTENT_TYPES.jpeg, "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" },
  });
}

/** `/media/brand/<name>`: the shop's logo or favicon (or its touch icon); the name is its content, so it never changes. */
async function brandFile(ctx: Context, name: string): Promise<Response> {
  const m = BRAND_FILE_NAME.exec(name);
  const stored = m ? await ctx.services.files.get(brandKey(name)) : null;
  if (!m || !stored) throw new HttpError(404, MSG_NOT_FOUND);
  return new Response(new Uint8Array(stored), {
    headers: { "Content-Type": CONTENT_TYPES[m[4] as "png" | "ico"], "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" },
  });
}

export const mediaRoutes: Route[] = [{ method: "GET", path: "/media/*", handler: media }];
