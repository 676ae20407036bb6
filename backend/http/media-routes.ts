import { contentPicture, goodPicture, miscPicture, sectionPicture } from "../catalog/media";
import type { Context } from "./context";
import { HttpError } from "./respond";
import { MSG_NOT_FOUND, type Route } from "./router";

/** Seeded pictures never change: browsers and CDNs keep them a year. SVG is served so that it cannot run. */
function svg(body: string | null): Response {
  if (body === null) throw new HttpError(404, MSG_NOT_FOUND);
  return new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

async function media(ctx: Context): Promise<Response> {
  const path = ctx.path.slice("/media/".length);
  let m = /^goods\/(\d{1,9})-([1-9])\.svg$/.exec(path);
  if (m) return svg(await goodPicture(ctx.db, Number(m[1]), Number(m[2])));
  m = /^sections\/([a-z0-9-]{1,60})\.svg$/.exec(path);
  if (m) return svg(await sectionPicture(ctx.db, m[1]));
  m = /^content\/(idea|news|portfolio)-(\d{1,6})-(\d)\.svg$/.exec(path);
  if (m) return svg(await contentPicture(ctx.db, m[1] as "idea" | "news" | "portfolio", Number(m[2]), Number(m[3])));
  m = /^misc\/([a-z-]{1,20})\.svg$/.exec(path);
  if (m) return svg(miscPicture(m[1]));
  throw new HttpError(404, MSG_NOT_FOUND);
}

export const mediaRoutes: Route[] = [{ method: "GET", path: "/media/*", handler: media }];
