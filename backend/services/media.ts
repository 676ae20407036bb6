import type { Kysely } from "kysely";
import { drawFurniture, type Kind } from "../catalog/drawings";
import { SHARE_HEIGHT, SHARE_WIDTH, sharePicture } from "../catalog/share-pictures";
import type { Database } from "../db/schema";

const COLORS_BY_NAME: Record<string, string> = {
  grey: "#8d8f94", beige: "#d8c3a5", graphite: "#3f4247", olive: "#7d8450", terracotta: "#c0674a", blue: "#3c5a88",
  white: "#f1efea", oak: "#b98a56", walnut: "#6b4a33", black: "#232323", green: "#2f6b57", mustard: "#c89b2c",
};
const CONTENT_KINDS: Kind[] = ["room", "sofa", "armchair", "table", "bed"];
const CONTENT_COLORS = ["#8d8f94", "#c0674a", "#2f6b57", "#b98a56", "#3c5a88"];

/** What a seeded picture shows, at its own size; the same drawing makes the SVG and the PNG share picture. */
type Drawing = { kind: Kind; color: string; width: number; height: number; variant: number; label?: string };

/** The drawing a media name (`goods/12-1`, `sections/divany`, …) stands for; undefined for anything else. */
async function findDrawing(db: Kysely<Database>, name: string): Promise<Drawing | undefined> {
  let m = /^goods\/(\d{1,9})-([1-9])$/.exec(name);
  if (m) {
    const good = await db
      .selectFrom("goods")
      .innerJoin("sections", "sections.id", "goods.section_id")
      .select(["goods.color", "goods.name", "sections.kind"])
      .where("goods.id", "=", Number(m[1]))
      .executeTakeFirst();
    if (!good) return undefined;
    return { kind: good.kind as Kind, color: COLORS_BY_NAME[good.color] ?? "#8d8f94", width: 1200, height: 900, variant: Number(m[2]), label: good.name };
  }
  m = /^sections\/([a-z0-9-]{1,60})$/.exec(name);
  if (m) {
    const section = await db.selectFrom("sections").select(["kind", "name"]).where("handle", "=", m[1]).executeTakeFirst();
    if (!section) return undefined;
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
  return undefined;
}

const draw = (d: Drawing, width = d.width, height = d.height) => drawFurniture(d.kind, d.color, width, height, d.variant, d.label);

/**
 * A seeded picture by its media name: the SVG drawing itself, or its 1200×630 PNG twin (made once and kept in
 * `mediaDir`); undefined when the name stands for nothing.
 */
export async function mediaPicture(
  db: Kysely<Database>,
  mediaDir: string,
  name: string,
  format: "svg" | "png",
): Promise<{ format: "svg"; svg: string } | { format: "png"; png: Buffer } | undefined> {
  const drawing = await findDrawing(db, name);
  if (!drawing) return undefined;
  if (format === "png") return { format, png: await sharePicture(mediaDir, name, () => draw(drawing, SHARE_WIDTH, SHARE_HEIGHT)) };
  return { format, svg: draw(drawing) };
}
