import type { Kysely } from "kysely";
import { COLORS } from "../db/seed/catalog-data";
import type { Database } from "../db/schema";
import { drawGood, drawNoPhoto, drawScene, type Kind, type Piece } from "./drawings";
import { hashOf } from "./drawings/design";

/**
 * The seeded pictures behind `/media/*`, drawn from what the database says: a good is drawn as its own
 * model, in its colour and size; an idea's or a project's photos are rooms furnished with the goods it links to;
 * news and the shop's own pictures are rooms chosen by their name. Null when there is no such thing.
 */
const GREY = COLORS.grey.hex;
const ROOM_COLORS = ["grey", "terracotta", "green", "oak", "blue", "beige", "mustard", "olive"].map((c) => COLORS[c].hex);
/** Pieces that can stand in the middle of a room; the others go to its sides. */
const MAIN_KINDS = new Set<Kind>(["sofa", "bed", "table", "wardrobe", "chest"]);

type GoodRow = { model_id: number; color: string; kind: string; width: number; height: number; name?: string };

const pieceOf = (good: GoodRow): Piece => ({
  kind: good.kind as Kind,
  color: COLORS[good.color]?.hex ?? GREY,
  model: good.model_id,
  size: { width: good.width, height: good.height },
});

function goodsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .select(["goods.model_id", "goods.color", "goods.width", "goods.height", "goods.name", "sections.kind"]);
}

export async function goodPicture(db: Kysely<Database>, id: number, photo: number): Promise<string | null> {
  const good = await goodsQuery(db).where("goods.id", "=", id).executeTakeFirst();
  return good ? drawGood(pieceOf(good), 1200, 900, photo, good.name) : null;
}

export async function sectionPicture(db: Kysely<Database>, handle: string): Promise<string | null> {
  const section = await db.selectFrom("sections").select(["id", "kind", "name"]).where("handle", "=", handle).executeTakeFirst();
  return section ? drawGood({ kind: section.kind as Kind, color: GREY, model: section.id }, 800, 600, 1, section.name) : null;
}

/** Pieces a news item or a shop picture is furnished with, chosen by its name: a sofa or a bed, and two more. */
function imaginedPieces(name: string): Piece[] {
  const h = hashOf(name);
  const color = (n: number) => ROOM_COLORS[(h >>> n) % ROOM_COLORS.length];
  const main: Kind = h % 3 === 0 ? "bed" : h % 3 === 1 ? "sofa" : "table";
  const sides: Kind[] = main === "bed" ? ["chest", "lamp"] : main === "table" ? ["chair", "lamp"] : ["armchair", "lamp"];
  return [main, ...sides].map((kind, i) => ({ kind, color: color(3 + i * 5), model: (h >>> (i * 4)) % 97 }));
}

/**
 * Photo `view` of room `room` furnished with `pieces`: a main piece in the middle, up to two at the sides. The
 * room number shifts which piece leads, so that projects linking the same goods do not all open on one sofa.
 */
function arrange(pieces: Piece[], room: number, view: number): Piece[] {
  const turn = room + view - 1;
  const mains = pieces.filter((p) => MAIN_KINDS.has(p.kind));
  const main = mains.length ? mains[turn % mains.length] : pieces[turn % pieces.length];
  const rest = pieces.filter((p) => p !== main);
  const shift = rest.length ? turn % rest.length : 0;
  return main ? [main, ...rest.slice(shift), ...rest.slice(0, shift)].slice(0, 3) : [];
}

export async function contentPicture(db: Kysely<Database>, type: "idea" | "news" | "portfolio", id: number, photo: number): Promise<string | null> {
  const room = hashOf(`${type}-${id}`);
  if (type === "news") {
    const item = await db.selectFrom("news").select("title").where("id", "=", id).executeTakeFirst();
    return item ? drawScene({ room, view: photo, pieces: arrange(imaginedPieces(item.title), room, photo) }, 1200, 800, item.title) : null;
  }
  const item = await db
    .selectFrom(type === "idea" ? "ideas" : "portfolio")
    .select(["title", "goods"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!item) return null;
  const ids = (JSON.parse(item.goods) as unknown[]).filter((v): v is number => typeof v === "number");
  const goods = ids.length ? await goodsQuery(db).where("goods.id", "in", ids).execute() : [];
  const pieces = goods.length ? goods.map(pieceOf) : imaginedPieces(item.title);
  return drawScene({ room, view: photo, pieces: arrange(pieces, room, photo) }, 1200, 800, item.title);
}

const MISC: Record<string, () => Parameters<typeof drawScene>[0]> = {
  banner: () => ({
    room: 3,
    view: 1,
    pieces: [
      { kind: "sofa", color: GREY, model: 7 },
      { kind: "armchair", color: COLORS.terracotta.hex, model: 4 },
      { kind: "lamp", color: COLORS.mustard.hex, model: 2 },
    ],
  }),
  "not-found": () => ({ room: 11, view: 2, pieces: [{ kind: "armchair", color: GREY, model: 12 }] }),
  error: () => ({ room: 5, view: 1, pieces: [{ kind: "chair", color: COLORS.terracotta.hex, model: 1 }], overturned: true }),
};

/** What the picture of a good without a photo says. */
const NO_PHOTO_TEXT = "нет фото";

/** The shop's own pictures: the banner, the 404 and error pages' rooms, the placeholder of a missing image. */
export function miscPicture(name: string): string | null {
  if (name === "placeholder") return drawNoPhoto(1200, 800, NO_PHOTO_TEXT);
  const scene = MISC[name];
  return scene ? drawScene(scene(), 1200, 800) : null;
}
