import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { PhotoStore } from "../photos";
import type { Actor } from "./audit";
import { getGood, listGoods, saveGood, type GoodFilter } from "./catalog-goods";
import type { GoodInput, SectionInput } from "./catalog-input";
import { editPhotos, type PhotoEdit } from "./catalog-photos";
import { listSections, saveSection, type SectionPicture } from "./catalog-sections";
import type { CatalogStore } from "./catalog-store";
import { sectionModels } from "./good-models";
import type { RecordEdit } from "./versions";

/**
 * The back office's catalogue editing, one file per record: sections (`catalog-sections`), goods
 * (`catalog-goods`), a good's pictures (`catalog-photos`). Every save runs in one transaction with its audit
 * entry, the goods' search terms and the catalogue revision, so the storefront of every process shows the change
 * at once and search finds the new name.
 */
export function createStaffCatalog(db: Kysely<Database>, iso: () => string, photos: PhotoStore) {
  const store: CatalogStore = { db, iso, photos };
  return {
    listSections: () => listSections(db),
    saveSection: (actor: Actor, edit: RecordEdit | null, input: SectionInput, picture?: SectionPicture) =>
      saveSection(store, actor, edit, input, picture),
    listGoods: (filter: GoodFilter) => listGoods(db, filter),
    /** The models with a good in a section, each with its variants: where a good of it may be moved. */
    listModels: (sectionId: number) => sectionModels(db, sectionId),
    getGood: (id: number) => getGood(db, id),
    saveGood: (actor: Actor, edit: RecordEdit | null, input: GoodInput, newPhotos?: string[]) => saveGood(store, actor, edit, input, newPhotos),
    editPhotos: (actor: Actor, goodId: number, edit: PhotoEdit) => editPhotos(store, actor, goodId, edit),
  };
}

export type StaffCatalog = ReturnType<typeof createStaffCatalog>;
