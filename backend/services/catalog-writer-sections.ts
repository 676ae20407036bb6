import type { Kysely } from "kysely";
import { uniqueHandle } from "../catalog/translit";
import type { Database } from "../db/schema";
import type { ExchangeFormat, GoodRecord, SectionRecord } from "../exchange/records";

/**
 * The sections of one import. A section is found by (format, its group's or category's id in the file), a
 * spreadsheet's by name. A group becomes a section when the first good lands in it (a group holding only groups
 * makes no empty section); a section of ours with the same name not linked to another group of the format is
 * linked instead of getting a twin.
 */
export interface ImportSections {
  /** A group of the file: its section renamed when it has one; else remembered until a good lands in it. */
  section(record: SectionRecord): Promise<void>;
  /** The section a record names: by id in the file, else by name (created when new); undefined when it names none, null when its group is unknown. */
  sectionOf(record: GoodRecord): Promise<number | undefined | null>;
  /** A section's current name ("" for none). */
  nameOf(id: number): string;
}

/**
 * The kind of furniture a new section's placeholder picture is drawn as (`sections.kind`), told by its name;
 * a section whose name says nothing gets a sofa.
 */
const KIND_BY_WORD: Array<[RegExp, string]> = [
  [/кресл/i, "armchair"],
  [/стул|табурет/i, "chair"],
  [/стол/i, "table"],
  [/шкаф|стеллаж/i, "wardrobe"],
  [/кроват|матрас/i, "bed"],
  [/комод|тумб/i, "chest"],
  [/свет|ламп|люстр/i, "lamp"],
];
const kindOfSection = (name: string) => KIND_BY_WORD.find(([word]) => word.test(name))?.[1] ?? "sofa";

/**
 * Reads the sections the import starts with. A section it creates is `hidden` from the shop when asked (until a
 * manager publishes it); `onWrite` is told of every section created or renamed, `onCreate` of each one created.
 */
export async function loadImportSections(
  trx: Kysely<Database>,
  format: ExchangeFormat,
  made: { hidden: boolean; onWrite: () => void; onCreate: (externalId: string, name: string, hidden: boolean) => void },
): Promise<ImportSections> {
  const { onWrite } = made;
  const sectionIds = new Map<string, number>();
  const sectionNames = new Map<number, string>();
  const sectionByName = new Map<string, number>();
  /** Sections linked to a group or category of this format. */
  const linkedSections = new Set<number>();
  /** Groups of the file with no section yet: a group becomes a section when a good lands in it. */
  const groups = new Map<string, SectionRecord>();
  for (const s of await trx.selectFrom("sections").select(["id", "name", "external_source", "external_id"]).orderBy("id").execute()) {
    sectionNames.set(s.id, s.name);
    if (!sectionByName.has(s.name.toLowerCase())) sectionByName.set(s.name.toLowerCase(), s.id);
    if (s.external_source === format && s.external_id !== null) {
      sectionIds.set(s.external_id, s.id);
      linkedSections.add(s.id);
    }
  }
  let lastSectionId = Math.max(0, ...sectionNames.keys());
  let lastSort = Number(
    (
      await trx
        .selectFrom("sections")
        .select((eb) => eb.fn.max("sort").as("sort"))
        .executeTakeFirst()
    )?.sort ?? 0,
  );
  const sectionHandles = new Set((await trx.selectFrom("sections").select("handle").execute()).map((s) => s.handle));

  /** The name a group's section gets: its own, or «Аксессуары (Кровати)» when another section has that name. */
  function sectionNameOf(record: SectionRecord, self: number | null): string {
    const holder = sectionByName.get(record.name.toLowerCase());
    return holder === undefined || holder === self || !record.parentName ? record.name : `${record.name} (${record.parentName})`;
  }

  function rememberName(id: number, name: string) {
    const old = sectionNames.get(id);
    if (old !== undefined && sectionByName.get(old.toLowerCase()) === id) sectionByName.delete(old.toLowerCase());
    sectionNames.set(id, name);
    if (!sectionByName.has(name.toLowerCase())) sectionByName.set(name.toLowerCase(), id);
  }

  async function section(record: SectionRecord): Promise<void> {
    const known = sectionIds.get(record.externalId);
    if (known === undefined) {
      groups.set(record.externalId, record);
      return;
    }
    const name = sectionNameOf(record, known);
    if (sectionNames.get(known) !== name) {
      await trx.updateTable("sections").set({ name }).where("id", "=", known).execute();
      rememberName(known, name);
      onWrite();
    }
  }

  /** The section of a group (or a spreadsheet's section name) a good lands in, made on first use. */
  async function createSection(record: SectionRecord): Promise<number> {
    // A section with the same name not linked to another group of this format is the same section (our own, or
    // another feed's): link it instead of making a twin.
    const sameName = sectionByName.get(record.name.toLowerCase());
    if (sameName !== undefined && !linkedSections.has(sameName)) {
      await trx.updateTable("sections").set({ external_source: format, external_id: record.externalId }).where("id", "=", sameName).execute();
      sectionIds.set(record.externalId, sameName);
      linkedSections.add(sameName);
      return sameName;
    }
    const id = ++lastSectionId;
    const name = sectionNameOf(record, null);
    await trx
      .insertInto("sections")
      .values({
        id,
        handle: uniqueHandle(sectionHandles, name, `section-${id}`),
        name,
        description: "",
        kind: kindOfSection(name),
        sort: ++lastSort,
        hidden: made.hidden ? 1 : 0,
        external_source: format,
        external_id: record.externalId,
      })
      .execute();
    sectionIds.set(record.externalId, id);
    linkedSections.add(id);
    rememberName(id, name);
    onWrite();
    made.onCreate(record.externalId, name, made.hidden);
    return id;
  }

  async function sectionOf(record: GoodRecord): Promise<number | undefined | null> {
    if (record.sectionExternalId !== undefined) {
      const group = groups.get(record.sectionExternalId);
      return sectionIds.get(record.sectionExternalId) ?? (group ? createSection(group) : null);
    }
    if (record.sectionName)
      return sectionByName.get(record.sectionName.toLowerCase()) ?? createSection({ externalId: record.sectionName, name: record.sectionName });
    return undefined;
  }

  return { section, sectionOf, nameOf: (id) => sectionNames.get(id) ?? "" };
}
