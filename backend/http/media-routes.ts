import { contentPicture, goodPicture, miscPicture, sectionPicture } from "../catalog/media";
import { sharePicture } from "../catalog/share-pictures";
import type { Context } from "./context";
import { HttpError } from "./respond";
import { MSG_NOT_FOUND, type Route } from "./router";

/** Seeded pictures never change: browsers and CDNs keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The SVG a media name (`goods/12-1`, `sections/divany`, …) stands for; null for anything else. */
async function drawingOf(ctx: Context, name: string): Promise<string | null> {
  let m = /^goods\/(\d{1,9})-([1-9])$/.exec(name);
  if (m) return goodPicture(ctx.db, Number(m[1]), Number(m[2]));
  m = /^sections\/([a-z0-9-]{1,60})$/.exec(name);
  if (m) return sectionPicture(ctx.db, m[1]);
  m = /^content\/(idea|news|portfolio)-(\d{1,6})-(\d)$/.exec(name);
  if (m) return contentPicture(ctx.db, m[1] as "idea" | "news" | "portfolio", Number(m[2]), Number(m[3]));
  m = /^misc\/([a-z-]{1,20})$/.exec(name);
  if (m) return miscPicture(m[1]);
  return null;
}

/**
 * `/media/{name}.svg` is the picture itself; `/media/{name}.png` its 1200×630 raster twin for og:image (social
 * networks do not show SVG). SVG is served so that it cannot run.
 */
async function media(ctx: Context): Promise<Response> {
  const m = /^\/media\/([a-z0-9/-]{1,100})\.(svg|png)$/.exec(ctx.path);
  const svg = m ? await drawingOf(ctx, m[1]) : null;
  if (!m || svg === null) throw new HttpError(404, MSG_NOT_FOUND);
  if (m[2] === "png") {
    const png = await sharePicture(ctx.config.mediaDir, m[1], () => svg);
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": IMMUTABLE,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const mediaRoutes: Route[] = [{ method: "GET", path: "/media/*", handler: media }];
