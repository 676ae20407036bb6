import { drawFurniture, type Kind } from "../catalog/drawings";
import type { Context } from "./context";
import { HttpError } from "./respond";
import { MSG_NOT_FOUND, type Route } from "./router";

const COLORS_BY_NAME: Record<string, string> = {
  grey: "#8d8f94", beige: "#d8c3a5", graphite: "#3f4247", olive: "#7d8450", terracotta: "#c0674a", blue: "#3c5a88",
  white: "#f1efea", oak: "#b98a56", walnut: "#6b4a33", black: "#232323", green: "#2f6b57", mustard: "#c89b2c",
};
const CONTENT_KINDS: Kind[] = ["room", "sofa", "armchair", "table", "bed"];
const CONTENT_COLORS = ["#8d8f94", "#c0674a", "#2f6b57", "#b98a56", "#3c5a88"];

/** Seeded pictures never change: browsers and CDNs keep them a year. SVG is served so that it cannot run. */
function svg(body: string): Response {
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
  if (m) {
    const good = await ctx.db
      .selectFrom("goods")
      .innerJoin("sections", "sections.id", "goods.section_id")
      .select(["goods.color", "goods.name", "sections.kind"])
      .where("goods.id", "=", Number(m[1]))
      .executeTakeFirst();
    if (!good) throw new HttpError(404, MSG_NOT_FOUND);
    return svg(drawFurniture(good.kind as Kind, COLORS_BY_NAME[good.color] ?? "#8d8f94", 1200, 900, Number(m[2]), good.name));
  }
  m = /^sections\/([a-z0-9-]{1,60})\.svg$/.exec(path);
  if (m) {
    const section = await ctx.db.selectFrom("sections").select(["kind", "name"]).where("handle", "=", m[1]).executeTakeFirst();
    if (!section) throw new HttpError(404, MSG_NOT_FOUND);
    return svg(drawFurniture(section.kind as Kind, "#8d8f94", 800, 600, 1, section.name));
  }
  m = /^content\/(idea|news|portfolio)-(\d{1,6})-(\d)\.svg$/.exec(path);
  if (m) {
    const n = Number(m[2]) + Number(m[3]);
    return svg(drawFurniture(CONTENT_KINDS[n % CONTENT_KINDS.length], CONTENT_COLORS[n % CONTENT_COLORS.length], 1200, 800, Number(m[3])));
  }
  m = /^misc\/(banner|not-found|error|placeholder)\.svg$/.exec(path);
  if (m) {
    const kind: Kind = m[1] === "banner" ? "room" : m[1] === "placeholder" ? "chest" : "armchair";
    return svg(drawFurniture(kind, m[1] === "error" ? "#c0674a" : "#8d8f94", 1200, 800, 1));
  }
  throw new HttpError(404, MSG_NOT_FOUND);
}

export const mediaRoutes: Route[] = [{ method: "GET", path: "/media/*", handler: media }];
