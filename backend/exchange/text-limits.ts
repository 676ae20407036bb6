import { SECTION_LIMITS } from "../shop/limits";
import { GOOD_LIMITS } from "../../shared/limits";
import { CSV_COLUMNS } from "./csv-columns";
import { IMPORT_MESSAGES } from "./messages";
import type { GoodRecord, SectionRecord } from "./records";

/**
 * The longest texts an imported good and section keep, in characters: the back-office editor's own limits
 * (`GOOD_LIMITS`, `SECTION_LIMITS`), so a good that came from a file opens and saves in the editor as it is. A
 * longer text is cut at the limit and the record still imports, with a message in the import's report (a
 * spreadsheet, all or nothing, is then refused with it). An article longer than the editor's (or an id in the
 * file longer than 200) is a key, never cut: its record is refused. At most the editor's number of pictures
 * are kept, each address at most 2 000 characters.
 */
export const GOOD_DESCRIPTION_MAX = GOOD_LIMITS.description;
const CUT = {
  name: GOOD_LIMITS.name,
  description: GOOD_DESCRIPTION_MAX,
  material: GOOD_LIMITS.words,
  color: GOOD_LIMITS.words,
  vendor: 200,
  sectionName: SECTION_LIMITS.name,
  variantLabel: GOOD_LIMITS.words,
  variantTitle: GOOD_LIMITS.words,
} as const satisfies Partial<Record<keyof GoodRecord, number>>;
export const SECTION_NAME_MAX = SECTION_LIMITS.name;
/** Keys, never cut: the article (the editor's limit) and the id in the file. */
const KEY_MAX = { sku: GOOD_LIMITS.sku, externalId: 200 } as const;
const KEY_TITLES: Record<keyof typeof KEY_MAX, string> = { sku: CSV_COLUMNS.sku, externalId: "Идентификатор" };
const PICTURES_MAX = GOOD_LIMITS.photos;
const PICTURE_ADDRESS_MAX = 2_000;

const TITLES: Record<keyof typeof CUT, string> = {
  name: CSV_COLUMNS.name,
  description: CSV_COLUMNS.description,
  material: CSV_COLUMNS.material,
  color: CSV_COLUMNS.color,
  vendor: CSV_COLUMNS.vendor,
  sectionName: CSV_COLUMNS.section,
  variantLabel: "Характеристика",
  variantTitle: "Характеристики",
};

/** The record with its texts cut to the limits (each cut reported), or null when its article is too long. */
export function fitGoodTexts(record: GoodRecord, report: (message: string) => void): GoodRecord | null {
  for (const key of Object.keys(KEY_MAX) as Array<keyof typeof KEY_MAX>) {
    if ((record[key]?.length ?? 0) > KEY_MAX[key]) {
      report(IMPORT_MESSAGES.keyTooLong(KEY_TITLES[key], KEY_MAX[key]));
      return null;
    }
  }
  const fitted = { ...record };
  for (const field of Object.keys(CUT) as Array<keyof typeof CUT>) {
    const text = fitted[field];
    if (typeof text === "string" && text.length > CUT[field]) {
      fitted[field] = text.slice(0, CUT[field]);
      report(IMPORT_MESSAGES.textCut(TITLES[field], CUT[field]));
    }
  }
  if (fitted.pictures) {
    const kept = fitted.pictures.filter((src) => src.length <= PICTURE_ADDRESS_MAX).slice(0, PICTURES_MAX);
    if (kept.length < fitted.pictures.length) report(IMPORT_MESSAGES.picturesCut(PICTURES_MAX, PICTURE_ADDRESS_MAX));
    fitted.pictures = kept;
  }
  return fitted;
}

/** The section with its name cut to the limit (reported). */
export function fitSectionTexts(record: SectionRecord, report: (message: string) => void): SectionRecord {
  const fit = (name: string) => {
    if (name.length <= SECTION_NAME_MAX) return name;
    report(IMPORT_MESSAGES.textCut(TITLES.sectionName, SECTION_NAME_MAX));
    return name.slice(0, SECTION_NAME_MAX);
  };
  return {
    ...record,
    name: fit(record.name),
    ...(record.parentName === undefined ? {} : { parentName: record.parentName.slice(0, SECTION_NAME_MAX) }),
  };
}
