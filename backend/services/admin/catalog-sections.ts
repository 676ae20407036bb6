import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Image } from "../../catalog/cards";
import { bumpCatalogRevision } from "../catalog-revision";
import { DomainError } from "../errors";
import { photoImage } from "../photos";
import { recordChange, type Actor } from "./audit";
import type { SectionInput } from "./catalog-input";
import { refuseTakenHandle, reindexGoods, type CatalogStore } from "./catalog-store";
import { checkVersion, versionOf, type RecordEdit } from "./versions";

/** The catalogue's sections in the back office: the list with their numbers of goods, and a section's save. */

export interface StaffSection {
  id: number;
  name: string;
  handle: string;
  sort: number;
  hidden: boolean;
  goods_count: number;
  /** The uploaded picture; null: the seeded drawing. */
  image: Image | null;
  /** Of what its form edits (see versionOf). */
  version: string;
}

/** A section's picture: keep it, put an uploaded photo (its key) instead, or go back to the drawing. */
export type SectionPicture = { keep: true } | { photo: string } | { remove: true };

/** The values of a section its form edits, as stored (the picture as its stored JSON). */
const sectionValues = (row: { name: string; handle: string; sort: number; hidden: boolean; image: string | null }) => ({
  name: row.name,
  handle: row.handle,
  sort: row.sort,
  hidden: row.hidden,
  image: row.image,
});

async function sectionRow(trx: Kysely<Database>, id: number) {
  const row = await trx.selectFrom("sections").select(["id", "name", "handle", "sort", "hidden", "image"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw new DomainError("not_found");
  return { id: row.id, name: row.name, handle: row.handle, sort: row.sort, hidden: Number(row.hidden) === 1, image: row.image };
}

/** Every section, hidden ones too, in menu order with its number of goods. */
export async function listSections(db: Kysely<Database>): Promise<StaffSection[]> {
  const rows = await db
    .selectFrom("sections")
    .leftJoin("goods", "goods.section_id", "sections.id")
    .select(["sections.id", "sections.name", "sections.handle", "sections.sort", "sections.hidden", "sections.image"])
    .select((eb) => eb.fn.count<number>("goods.id").as("goods_count"))
    .groupBy(["sections.id", "sections.name", "sections.handle", "sections.sort", "sections.hidden", "sections.image"])
    .orderBy("sections.sort")
    .orderBy("sections.id")
    .execute();
  return rows.map((r) => {
    const hidden = Number(r.hidden) === 1;
    return {
      ...r,
      hidden,
      goods_count: Number(r.goods_count),
      image: r.image ? (JSON.parse(r.image) as Image) : null,
      version: versionOf(sectionValues({ ...r, hidden })),
    };
  });
}

/** Creates (`edit` null) or changes a section; answers its id. */
export async function saveSection(
  { db, iso, photos }: CatalogStore,
  actor: Actor,
  edit: RecordEdit | null,
  input: SectionInput,
  picture: SectionPicture = { keep: true },
): Promise<number> {
  const id = edit?.id ?? null;
  return db.transaction().execute(async (trx) => {
    const photo = "photo" in picture ? await photos.claim(picture.photo, trx) : null;
    if ("photo" in picture && !photo) throw new DomainError("not_found", { fields: ["picture"] });
    await refuseTakenHandle(trx, "sections", input.handle, id);
    const image = photo ? JSON.stringify(photoImage(photo, input.name)) : "remove" in picture ? null : undefined;
    const values = {
      name: input.name,
      handle: input.handle,
      sort: input.sort,
      hidden: input.hidden ? 1 : 0,
      ...(image === undefined ? {} : { image }),
    };
    let before: (SectionInput & { image?: string | null }) | null = null;
    let sectionId: number;
    if (id === null) {
      const max = await trx
        .selectFrom("sections")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst();
      sectionId = Number(max?.id ?? 0) + 1;
      await trx
        .insertInto("sections")
        .values({ id: sectionId, ...values, description: "", kind: "sofa" })
        .execute();
    } else {
      const { id: _id, ...old } = await sectionRow(trx, id);
      await checkVersion(trx, edit?.version ?? null, sectionValues(old), { entity: "section", entityId: id });
      before = old;
      sectionId = id;
      await trx.updateTable("sections").set(values).where("id", "=", id).execute();
      if (before.hidden !== input.hidden || before.name !== input.name) {
        const goods = await trx.selectFrom("goods").select("id").where("section_id", "=", id).execute();
        await reindexGoods(
          trx,
          goods.map((g) => g.id),
        );
      }
    }
    await recordChange(trx, actor, iso(), {
      action: id === null ? "section.create" : "section.update",
      entity: "section",
      entityId: sectionId,
      before,
      after: image === undefined ? input : { ...input, image },
    });
    await bumpCatalogRevision(trx);
    return sectionId;
  });
}
