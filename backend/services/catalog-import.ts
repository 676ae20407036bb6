import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { IMPORT_MESSAGES } from "../exchange/messages";
import { ImportRefused, type CatalogSink, type ExchangeFormat } from "../exchange/records";
import { createCatalogWriter, type ChangeEntry, type ImportCounters, type RowError } from "./catalog-writer";
import { beatWhileRunning, finishJob, startJob } from "./import-jobs";

/**
 * Runs one import as a job, in ONE transaction: a refused file (malformed, wrong format), a CSV with row errors
 * (`strict`), a dry run or a crash leaves the catalogue exactly as it was. A dry run does all the work, counts
 * and lists what would change, then rolls back.
 */
export interface ImportRequest {
  format: ExchangeFormat;
  /** The file name or URL, for the job row and the log. */
  source: string;
  /** Reads the file into the sink. */
  read(sink: CatalogSink): Promise<void>;
  dryRun?: boolean;
  /** Sections the import creates are shown at once; else they are created hidden. */
  publishSections?: boolean;
  /** Any row error refuses the whole file. */
  strict?: boolean;
  today?: string;
  onProgress?(counters: ImportCounters): void;
  /** Called once the job row exists, before the import runs: a caller that does not wait learns the job's id. */
  onStarted?(jobId: number): void;
  /** The job the caller already claimed (`claimJob`); a new one otherwise. */
  jobId?: number;
}

export interface ImportResult {
  jobId: number;
  format: ExchangeFormat;
  status: "done" | "failed";
  dryRun: boolean;
  counters: ImportCounters;
  errors: RowError[];
  changes: ChangeEntry[];
  /** Why the file was refused (Russian), or null. */
  message: string | null;
}

class RollBack extends Error {}

export async function runImport(db: Kysely<Database>, log: Logger, request: ImportRequest): Promise<ImportResult> {
  const dryRun = request.dryRun ?? false;
  const jobId = request.jobId ?? (await startJob(db, { kind: request.format, source: request.source, dryRun }));
  request.onStarted?.(jobId);
  const stopBeat = beatWhileRunning(db, jobId, log);
  try {
    return await runJob(db, log, request, jobId, dryRun);
  } finally {
    stopBeat();
  }
}

async function runJob(db: Kysely<Database>, log: Logger, request: ImportRequest, jobId: number, dryRun: boolean): Promise<ImportResult> {
  // What the writer got to, kept outside the transaction so that a refused file or a dry run can report it.
  const written: { outcome: Pick<ImportResult, "counters" | "errors" | "changes"> | null } = { outcome: null };
  let message: string | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const writer = await createCatalogWriter(trx, request.format, {
        today: request.today ?? new Date().toISOString().slice(0, 10),
        publishSections: request.publishSections,
        onProgress: request.onProgress,
      });
      await request.read(writer);
      await writer.finish();
      written.outcome = { counters: writer.counters, errors: writer.errors, changes: writer.changes };
      if (request.strict && writer.errors.length) throw new ImportRefused(IMPORT_MESSAGES.rowsRefused(writer.errors.length));
      // A file of which nothing was taken is a failure with the first reason, not a success that changed nothing.
      const { processed, skipped } = writer.counters;
      if (processed > 0 && skipped === processed) throw new ImportRefused(IMPORT_MESSAGES.allSkipped(skipped, writer.errors[0]?.message));
      if (dryRun) throw new RollBack();
    });
  } catch (error) {
    if (error instanceof ImportRefused) message = error.message;
    else if (!(error instanceof RollBack)) {
      // The error itself goes to the log only: a manager reads the Russian reason.
      await finishJob(db, jobId, { status: "failed", counters: emptyCounters(), errors: [], changes: [], message: IMPORT_MESSAGES.crashed }).catch(
        () => undefined,
      );
      throw error;
    }
  }
  const result: ImportResult = {
    jobId,
    format: request.format,
    status: message ? "failed" : "done",
    dryRun,
    counters: written.outcome?.counters ?? emptyCounters(),
    errors: written.outcome?.errors ?? [],
    changes: written.outcome?.changes ?? [],
    message,
  };
  if (message)
    log.warn({ job: jobId, format: request.format, source: request.source, reason: message }, "catalogue import refused; nothing imported");
  else log.info({ job: jobId, format: request.format, source: request.source, dryRun, ...result.counters }, "catalogue import finished");
  await finishJob(db, jobId, { status: result.status, counters: result.counters, errors: result.errors, changes: result.changes, message });
  return result;
}

function emptyCounters(): ImportCounters {
  return { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, services: 0 };
}
