import path from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";
import { IMPORT_MESSAGES } from "../../exchange/messages";
import { ImportRefused, type ExchangeFormat } from "../../exchange/records";
import type { OutsideNetwork } from "../../exchange/outside-fetch";
import { FEED_DOWNLOAD_LIMITS, sniffFormat } from "../../exchange/source";
import { readZipEntry, type ZipLimits } from "../../exchange/unzip";
import { importFromSource } from "../catalog-exchange";
import type { ChangeEntry, RowError } from "../catalog-writer";
import { exportGoodsCsv } from "../csv-goods";
import { jobById, rollBackInterruptedJobs } from "../import-jobs";
import { adoptImportedPictures } from "../import-pictures";
import type { PhotoStore } from "../photos";
import { recordChange, type Actor } from "./audit";

/**
 * Catalogue files uploaded in the back office, imported as jobs. The upload is answered as soon as the job row
 * exists; the import goes on in this process, which keeps the running job's progress in memory (the job row
 * gets the final counts: on SQLite the import holds the write lock until it ends). The format is told by the
 * content, never by the file's name: a zip archive is opened for the catalogue file in it; a YML or CommerceML
 * root element, else a spreadsheet, which must be UTF-8 text (a picture or a PDF is refused before any job
 * starts). Each import is written to the audit log when it ends.
 */

/** The largest catalogue file the back office takes: a 20 000-good spreadsheet is about 10 MB. */
export const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const RECENT_JOBS = 20;

export interface StaffImportJob {
  id: number;
  kind: string;
  source: string;
  dry_run: boolean;
  status: string;
  processed: number;
  /** How many records the file holds, as counted when it arrived (0 when unknown). */
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Services (delivery, gift certificates…) the file listed among goods, left out. */
  services: number;
  errors: RowError[];
  /** The sections created and, per good, creation, photos and visibility: what it changed, or would (a dry run). */
  changes: ChangeEntry[];
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

/** What the manager chose on the import form: count only, empty cells clear, new sections shown at once. */
export interface ImportChoices {
  dryRun: boolean;
  replace: boolean;
  publishSections: boolean;
}

/** The records a file holds, counted on its bytes: a spreadsheet's lines after the header, else the goods and offers. */
function countRecords(format: ExchangeFormat, text: string): number {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  if (format === "csv") return Math.max(0, text.split(/\r?\n/).filter((line) => line.trim() !== "").length - 1);
  if (format === "yml") return count(/<offer[\s>]/g);
  return count(/<Товар>/g) + count(/<Предложение>/g);
}

/** Text that is not UTF-8, or binary (a NUL byte): a spreadsheet is neither. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The files of an archive that may be a catalogue; 1C's import.xml is taken before its offers, else the first. */
const CATALOGUE_FILE = /\.(csv|xml|yml)$/i;

/** An uploaded archive: only its catalogue file is unpacked, within the upload's size. */
const UPLOAD_ZIP_LIMITS: ZipLimits = { maxEntries: 10_000, maxEntryBytes: IMPORT_UPLOAD_MAX_BYTES, maxTotalBytes: IMPORT_UPLOAD_MAX_BYTES };

/** The catalogue file of an archive: 1C's import.xml before its offers, else the first by name. */
function catalogueIn(names: string[]): string | undefined {
  const candidates = names.filter((name) => CATALOGUE_FILE.test(name)).sort();
  return candidates.find((n) => /(^|\/)import[^/]*\.xml$/i.test(n)) ?? candidates[0];
}

const notText = (text: string) => text.includes("\u0000") || text.includes("\uFFFD");

/** `network`: who beyond the public internet an import by address and a feed's pictures may reach. */
export function createStaffImports(db: Kysely<Database>, log: Logger, iso: () => string, photos: PhotoStore, network: OutsideNetwork = {}) {
  const running = new Map<number, { processed: number; total: number }>();

  const view = (row: NonNullable<Awaited<ReturnType<typeof jobById>>>): StaffImportJob => {
    const live = running.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      source: row.source,
      dry_run: row.dry_run === 1,
      status: row.status,
      processed: live?.processed ?? row.processed,
      total: live?.total ?? row.processed,
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      skipped: row.skipped,
      services: row.services,
      errors: JSON.parse(row.errors) as RowError[],
      changes: JSON.parse(row.changes) as ChangeEntry[],
      message: row.message,
      started_at: row.started_at,
      finished_at: row.finished_at,
    };
  };

  /** Runs an import in the background; resolves with its job's id once the job row exists. */
  function launch(
    actor: Actor,
    job: { source: string; format?: ExchangeFormat; bytes?: AsyncIterable<Buffer>; total: number } & ImportChoices,
  ): Promise<number> {
    const progress = { processed: 0, total: job.total };
    let jobId: number | null = null;
    return new Promise<number>((resolve, reject) => {
      importFromSource(db, log, {
        source: job.source,
        format: job.format,
        bytes: job.bytes,
        limits: { ...FEED_DOWNLOAD_LIMITS, ...network },
        dryRun: job.dryRun,
        replace: job.replace,
        publishSections: job.publishSections,
        onStarted: (id) => {
          jobId = id;
          running.set(id, progress);
          resolve(id);
        },
        onProgress: (counters) => (progress.processed = counters.processed),
      })
        .then((result) => {
          // The pictures go through the image pipeline after the import, each good on its own.
          if (result.status === "done" && !result.dryRun) {
            adoptImportedPictures(db, photos, log, { network }).catch((error: unknown) => log.error({ err: error }, "imported pictures not taken"));
          }
          return recordChange(db, actor, iso(), {
            action: "catalog.import",
            entity: "import_job",
            entityId: result.jobId,
            before: null,
            after: {
              source: job.source,
              format: result.format,
              dryRun: result.dryRun,
              status: result.status,
              counters: result.counters,
              errors: result.errors.length,
            },
          });
        })
        .catch((error: unknown) => {
          log.error({ err: error, source: job.source }, "catalogue import failed");
          reject(error as Error);
        })
        .finally(() => jobId !== null && running.delete(jobId));
    });
  }

  return {
    /** Starts importing an uploaded file; the job's id, or the reason the file is not a catalogue (Russian). */
    async start(actor: Actor, sent: { name: string; bytes: Buffer } & ImportChoices): Promise<{ jobId: number } | { refused: string }> {
      let unpacked: { name: string; bytes: Buffer } | null = sent;
      try {
        if (sent.bytes.subarray(0, 4).equals(ZIP_MAGIC)) unpacked = await readZipEntry(sent.bytes, catalogueIn, UPLOAD_ZIP_LIMITS);
      } catch (error) {
        if (error instanceof ImportRefused) return { refused: error.message };
        throw error;
      }
      if (!unpacked) return { refused: IMPORT_MESSAGES.notCatalogue };
      const name = unpacked === sent ? sent.name : `${sent.name}: ${path.basename(unpacked.name)}`;
      const bytes = unpacked.bytes;
      const { format } = await sniffFormat(
        (async function* () {
          yield bytes;
        })(),
      );
      const text = bytes.toString("utf8");
      if (bytes.length === 0 || (format === "csv" && notText(text))) return { refused: IMPORT_MESSAGES.notCatalogue };
      const jobId = await launch(actor, {
        source: name,
        format,
        bytes: (async function* () {
          yield bytes;
        })(),
        dryRun: sent.dryRun,
        replace: sent.replace,
        publishSections: sent.publishSections,
        total: countRecords(format, text),
      });
      return { jobId };
    },

    /**
     * Starts importing the file at an http(s) address, read as it downloads (its format told by its first
     * bytes; its records not counted ahead). A download refused (unreachable, too large, too many redirects)
     * ends the job as failed with the reason.
     */
    async startFromUrl(actor: Actor, sent: { url: string } & ImportChoices): Promise<{ jobId: number }> {
      return { jobId: await launch(actor, { ...sent, source: sent.url, total: 0 }) };
    },

    async list(): Promise<StaffImportJob[]> {
      // A job whose container died shows as interrupted, not running for ever.
      await rollBackInterruptedJobs(db);
      const rows = await db.selectFrom("import_jobs").selectAll().orderBy("id", "desc").limit(RECENT_JOBS).execute();
      return rows.map(view);
    },

    async get(id: number): Promise<StaffImportJob | null> {
      await rollBackInterruptedJobs(db);
      const row = await jobById(db, id);
      return row ? view(row) : null;
    },

    exportGoods: () => exportGoodsCsv(db),
  };
}

export type StaffImports = ReturnType<typeof createStaffImports>;
