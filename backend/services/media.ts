import type { Kysely } from "kysely";
import { contentPicture, goodPicture, miscPicture, sectionPicture } from "../catalog/media";
import { sharePicture } from "../catalog/share-pictures";
import type { Database } from "../db/schema";

/** The SVG a media name (`goods/12-1`, `sections/divany`, …) stands for; null for anything else. */
async function drawingOf(db: Kysely<Database>, name: string): Promise<string | null> {
  let m = /^goods\/(\d{1,9})-([1-9])$/.exec(name);
  if (m) return goodPicture(db, Number(m[1]), Number(m[2]));
  m = /^sections\/([a-z0-9-]{1,60})$/.exec(name);
  if (m) return sectionPicture(db, m[1]);
  m = /^content\/(idea|news|portfolio)-(\d{1,6})-(\d)$/.exec(name);
  if (m) return contentPicture(db, m[1] as "idea" | "news" | "portfolio", Number(m[2]), Number(m[3]));
  m = /^misc\/([a-z-]{1,20})$/.exec(name);
  if (m) return miscPicture(m[1]);
  return null;
}

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
  const svg = await drawingOf(db, name);
  if (svg === null) return undefined;
  if (format === "png") return { format, png: await sharePicture(mediaDir, name, () => svg) };
  return { format, svg };
}
