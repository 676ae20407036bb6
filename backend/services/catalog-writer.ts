import type { Insertable, Kysely } from "kysely";
import { uniqueHandle } from "../catalog/translit";
import type { Database } from "../db/schema";
import type { GoodsTable } from "../db/schema-catalog";
import { IMPORT_MESSAGES } from "../exchange/messages";
import type { CatalogSink, ExchangeFormat, GoodRecord } from "../exchange/records";
import { fitGoodTexts, fitSectionTexts } from "../exchange/text-limits";
import { goodSearchDoc } from "../search/good-doc";
import { indexDocs } from "../search/indexer";
import { bumpCatalogRevision } from "./catalog-revision";
import { loadImportSections } from "./catalog-writer-sections";
import { createImportVariants } from "./catalog-writer-variants";
import { changedColumns, columnsOf, newGood, photoChanges, type StoredGood } from "./good-columns";
import { nextModelId } from "./good-models";

/**
 * Applies the records of one import to the catalogue, inside the caller's transaction. A section or good is
 * found by (format, its id in the file); a good not linked yet but with the same article (sku) as one of ours
 * without a link is taken over rather than duplicated. A spreadsheet's rows are found by the article itself.
 * A group or category becomes a section when the first good lands in it (a group holding only groups makes no
 * empty section). A characteristic of a good becomes a good of its own in that good's model (its variants), and
 * the good itself is hidden. Goods are written in batches; the search index of every created or changed good is
 * rewritten in the same transaction, and the catalogue revision is raised once at the end when anything changed.
 * Every text is cut to the editor's limits first (fitGoodTexts).
 */

export interface ImportCounters {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Services (delivery, gift certificates…) the file listed among goods: left out, not counted as processed. */
  services: number;
}

export interface RowError {
  line: number | null;
  message: string;
}

/**
 * One change an import makes (a dry run: would make): a good created or updated, or a section created. A good
 * names the photos it gains or loses and `hidden` when it leaves the shop (its variants are shown instead); a
 * section is `hidden` until published.
 */
export interface ChangeEntry {
  action: "created" | "updated" | "section";
  externalId: string;
  name: string;
  photosAdded?: number;
  photosRemoved?: number;
  hidden?: boolean;
}

const BATCH = 500;
const INSERT_CHUNK = 100;
const MAX_ERRORS = 1000;
const MAX_CHANGES = 1000;

type Pending = { record: GoodRecord; offerOnly: boolean };

export interface CatalogWriter extends CatalogSink {
  /** Writes what is still buffered and raises the revision if anything changed. */
  finish(): Promise<void>;
  counters: ImportCounters;
  errors: RowError[];
  /** The first created and updated goods (for a dry run's list). */
  changes: ChangeEntry[];
}

export async function createCatalogWriter(
  trx: Kysely<Database>,
  format: ExchangeFormat,
  options: { today: string; publishSections?: boolean; onProgress?: (counters: ImportCounters) => void },
): Promise<CatalogWriter> {
  const counters: ImportCounters = { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, services: 0 };
  const errors: RowError[] = [];
  const changes: ChangeEntry[] = [];
  /** Whether anything was written: the revision is raised once, at the end, only then. */
  let changed = false;
  const onWrite = () => {
    changed = true;
  };
  const sections = await loadImportSections(trx, format, {
    hidden: !options.publishSections,
    onWrite,
    onCreate: (externalId, name, hidden) => note("section", { externalId }, name, { hidden }),
  });
  const maxIds = await trx
    .selectFrom("goods")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  let lastGoodId = Number(maxIds?.id ?? 0);
  const nextId = () => ++lastGoodId;
  let lastModelId = (await nextModelId(trx)) - 1;
  const handles = new Set((await trx.selectFrom("goods").select("handle").execute()).map((g) => g.handle));
  const variants = createImportVariants(trx, format, { today: options.today, handles, nextId, onWrite });
  let pending: Pending[] = [];
  /** Created and changed goods whose search terms are rewritten at the end of the batch. */
  const reindex: StoredGood[] = [];

  function rowError(line: number | null, message: string) {
    if (errors.length < MAX_ERRORS) errors.push({ line, message });
  }

  function note(action: ChangeEntry["action"], record: { externalId: string }, name: string, details: Partial<ChangeEntry> = {}) {
    if (changes.length < MAX_CHANGES) changes.push({ action, externalId: record.externalId, name, ...details });
  }

  async function flush(): Promise<void> {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const keys = [...new Set(batch.map((p) => p.record.externalId))];
    const existing = new Map<string, StoredGood>();
    if (format === "csv") {
      // A spreadsheet's key is our own article, whichever feed the good came from.
      for (const row of await trx.selectFrom("goods").selectAll().where("sku", "in", keys).orderBy("id", "desc").execute())
        existing.set(row.sku, row);
    } else {
      for (const row of await trx.selectFrom("goods").selectAll().where("external_source", "=", format).where("external_id", "in", keys).execute()) {
        existing.set(row.external_id!, row);
      }
    }
    const skus = [...new Set(batch.filter((p) => !existing.has(p.record.externalId) && p.record.sku).map((p) => p.record.sku!))];
    const bySku = new Map<string, StoredGood>();
    if (skus.length) {
      for (const row of await trx.selectFrom("goods").selectAll().where("external_id", "is", null).where("sku", "in", skus).orderBy("id").execute()) {
        if (!bySku.has(row.sku)) bySku.set(row.sku, row);
      }
    }
    const parents = await variants.parentsOfNew(
      batch.map((p) => p.record),
      existing,
    );

    const inserts: Insertable<GoodsTable>[] = [];
    const createdNow = new Set<StoredGood>();
    const created = (good: StoredGood, record: GoodRecord) => {
      inserts.push(good);
      createdNow.add(good);
      existing.set(record.externalId, good);
      reindex.push(good);
      counters.created++;
      note("created", record, good.name, photoChanges("[]", good.images));
    };
    for (const { record, offerOnly } of batch) {
      counters.processed++;
      const line = record.line ?? null;
      const sectionId = await sections.sectionOf(record);
      if (sectionId === null) {
        rowError(line, IMPORT_MESSAGES.noSection(record.sectionExternalId ?? ""));
        counters.skipped++;
        continue;
      }
      const set = columnsOf(record, sectionId);
      let row = existing.get(record.externalId);
      if (!row && record.sku && bySku.has(record.sku)) {
        row = bySku.get(record.sku)!;
        bySku.delete(record.sku);
        set.external_source = format;
        set.external_id = record.externalId;
      }
      if (row && createdNow.has(row)) {
        // Twice in one batch: the second record amends the row still waiting to be inserted.
        Object.assign(row, set);
        counters.unchanged++;
        continue;
      }
      if (row) {
        const diff = changedColumns(row, set);
        if (Object.keys(diff).length === 0) {
          counters.unchanged++;
          continue;
        }
        await trx.updateTable("goods").set(diff).where("id", "=", row.id).execute();
        const updated = { ...row, ...diff } as StoredGood;
        existing.set(record.externalId, updated);
        reindex.push(updated);
        counters.updated++;
        note("updated", record, updated.name, photoChanges(row.images, updated.images));
        if (record.variantOf === undefined && updated.hidden === 1) reindex.push(...(await variants.passOnToVariants(updated, diff)));
        continue;
      }
      if (record.variantOf !== undefined) {
        const parent = existing.get(record.variantOf) ?? parents.get(record.variantOf);
        if (!parent || !record.variantLabel) {
          rowError(line, parent ? IMPORT_MESSAGES.noCharacteristic(record.externalId) : IMPORT_MESSAGES.unknownGood(record.variantOf));
          counters.skipped++;
          continue;
        }
        if (parent.hidden === 0 && !createdNow.has(parent))
          note("updated", { externalId: parent.external_id ?? parent.sku }, parent.name, { hidden: true });
        variants.hideForVariants(parent, createdNow.has(parent));
        created(variants.newVariant(parent, record, set), record);
        continue;
      }
      if (offerOnly) {
        rowError(line, IMPORT_MESSAGES.unknownGood(record.externalId));
        counters.skipped++;
        continue;
      }
      if (!record.name) {
        rowError(line, IMPORT_MESSAGES.noName);
        counters.skipped++;
        continue;
      }
      if (set.section_id === undefined) {
        rowError(line, IMPORT_MESSAGES.noSection(""));
        counters.skipped++;
        continue;
      }
      const id = nextId();
      const handle = uniqueHandle(handles, record.name, `good-${id}`);
      created(
        newGood(
          { id, modelId: ++lastModelId, handle, sectionId: set.section_id as number, name: record.name, today: options.today, format },
          record,
          set,
        ),
        record,
      );
    }
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
      await trx
        .insertInto("goods")
        .values(inserts.slice(i, i + INSERT_CHUNK))
        .execute();
    await variants.writeHidden();
    await rewriteSearchTerms();
    options.onProgress?.({ ...counters });
  }

  async function rewriteSearchTerms(): Promise<void> {
    if (reindex.length === 0) return;
    changed = true;
    const rows = reindex.splice(0);
    const ids = [...new Set(rows.map((r) => r.id))];
    for (let i = 0; i < ids.length; i += BATCH) {
      await trx
        .deleteFrom("search_terms")
        .where("doc_type", "=", "good")
        .where("doc_id", "in", ids.slice(i, i + BATCH))
        .execute();
    }
    const docs = rows.map((g) => goodSearchDoc(g, sections.nameOf(g.section_id)));
    await indexDocs(trx, docs);
  }

  async function push(given: GoodRecord, offerOnly: boolean) {
    const record = fitGoodTexts(given, (message) => rowError(given.line ?? null, message));
    if (!record) {
      counters.processed++;
      counters.skipped++;
      return;
    }
    pending.push({ record, offerOnly });
    if (pending.length >= BATCH) await flush();
  }

  return {
    counters,
    errors,
    changes,
    section: async (record) => {
      await flush(); // goods before it may name sections by the state before it
      await sections.section(fitSectionTexts(record, (message) => rowError(null, message)));
    },
    good: (record) => push(record, false),
    offer: (record) => push(record, true),
    service: async () => {
      counters.services++;
    },
    rowError,
    async finish() {
      await flush();
      if (changed) await bumpCatalogRevision(trx);
    },
  };
}
