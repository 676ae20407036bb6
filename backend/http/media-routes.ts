import { drawFurniture, type Kind } from "../catalog/drawings";
import { SHARE_HEIGHT, SHARE_WIDTH, sharePicture } from "../catalog/share-pictures";
import type { Context } from "./context";
import { HttpError } from "./respond";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Route } from "./router";

const COLORS_BY_NAME: Record<string, string> = {
  grey: "#8d8f94", beige: "#d8c3a5", graphite: "#3f4247", olive: "#7d8450", terracotta: "#c0674a", blue: "#3c5a88",
  white: "#f1efea", oak: "#b98a56", walnut: "#6b4a33", black: "#232323", green: "#2f6b57", mustard: "#c89b2c",
};
const CONTENT_KINDS: Kind[] = ["room", "sofa", "armchair", "table", "bed"];
const CONTENT_COLORS = ["#8d8f94", "#c0674a", "#2f6b57", "#b98a56", "#3c5a88"];

/** What a seeded picture shows, at its own size; the same drawing makes the SVG and the PNG share picture. */
type Drawing = { kind: Kind; color: string; width: number; height: number; variant: number; label?: string };

/** Seeded pictures never change: browsers and CDNs keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The drawing a media name (`goods/12-1`, `sections/divany`, …) stands for; 404 for anything else. */
async function findDrawing(ctx: Context, name: string): Promise<Drawing> {
  let m = /^goods\/(\d{1,9})-([1-9])$/.exec(name);
  if (m) {
    const good = await ctx.db
      .selectFrom("goods")
      .innerJoin("sections", "sections.id", "goods.section_id")
      .select(["goods.color", "goods.name", "sections.kind"])
      .where("goods.id", "=", Number(m[1]))
      .executeTakeFirst();
    if (!good) throw new HttpError(404, MSG_NOT_FOUND);
    return { kind: good.kind as Kind, color: COLORS_BY_NAME[good.color] ?? "#8d8f94", width: 1200, height: 900, variant: Number(m[2]), label: good.name };
  }
  m = /^sections\/([a-z0-9-]{1,60})$/.exec(name);
  if (m) {
    const section = await ctx.db.selectFrom("sections").select(["kind", "name"]).where("handle", "=", m[1]).executeTakeFirst();
    if (!section) throw new HttpError(404, MSG_NOT_FOUND);
    return { kind: section.kind as Kind, color: "#8d8f94", width: 800, height: 600, variant: 1, label: section.name };
  }
  m = /^content\/(idea|news|portfolio)-(\d{1,6})-(\d)$/.exec(name);
  if (m) {
    const n = Number(m[2]) + Number(m[3]);
    return { kind: CONTENT_KINDS[n % CONTENT_KINDS.length], color: CONTENT_COLORS[n % CONTENT_COLORS.length], width: 1200, height: 800, variant: Number(m[3]) };
  }
  m = /^misc\/(banner|not-found|error|placeholder)$/.exec(name);
  if (m) {
    const kind: Kind = m[1] === "banner" ? "room" : m[1] === "placeholder" ? "chest" : "armchair";
    return { kind, color: m[1] === "error" ? "#c0674a" : "#8d8f94", width: 1200, height: 800, variant: 1 };
  }
  throw new HttpError(404, MSG_NOT_FOUND);
}

const draw = (d: Drawing, width = d.width, height = d.height) => drawFurniture(d.kind, d.color, width, height, d.variant, d.label);

/**
 * `/media/{name}.svg` is the picture itself; `/media/{name}.png` its 1200×630 raster twin for og:image (social
 * networks do not show SVG). SVG is served so that it cannot run.
 */
async function media(ctx: Context): Promise<Response> {
  const m = /^\/media\/([a-z0-9/-]{1,100})\.(svg|png)$/.exec(ctx.path);
  if (!m) throw new HttpError(404, MSG_NOT_FOUND);
  const drawing = await findDrawing(ctx, m[1]);
  if (m[2] === "png") {
    const png = await sharePicture(ctx.config.mediaDir, m[1], () => draw(drawing, SHARE_WIDTH, SHARE_HEIGHT));
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(draw(drawing), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": IMMUTABLE,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const mediaRoutes: Route[] = [{ method: "GET", path: "/media/*", handler: media }];
