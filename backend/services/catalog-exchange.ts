import path from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { readCommerceMl } from "../exchange/commerceml";
import { readCsv } from "../exchange/csv";
import type { CatalogSink, ExchangeFormat } from "../exchange/records";
import type { FetchPolicy } from "../exchange/outside-fetch";
import { isAddress, openSource, sniffFormat } from "../exchange/source";
import { readYml } from "../exchange/yml";
import { runImport, type ImportResult } from "./catalog-import";
import type { ImportCounters } from "./catalog-writer";

/**
 * Imports a file or URL in any of the three formats (named, or told by the file's first bytes) as a job. A
 * spreadsheet is all or nothing: any bad row refuses it. CommerceML prices are read for `priceType` (by name).
 */
export interface SourceImport {
  source: string;
  format?: ExchangeFormat;
  dryRun?: boolean;
  /** A spreadsheet's empty cell clears its field instead of keeping it. */
  replace?: boolean;
  /** Sections the import creates are shown at once (else hidden until a manager publishes them). */
  publishSections?: boolean;
  priceType?: string;
  /** The file's bytes when they are already here (an upload); `source` then only names it. */
  bytes?: AsyncIterable<Buffer>;
  /** For a URL: its time, size and redirect limits and the addresses trusted (the feed defaults otherwise). */
  limits?: FetchPolicy;
  onProgress?(counters: ImportCounters): void;
  onStarted?(jobId: number): void;
  /** The job already claimed for it (`claimJob`). */
  jobId?: number;
}

const READERS: Record<
  ExchangeFormat,
  (bytes: AsyncIterable<Buffer>, sink: CatalogSink, options: { priceType?: string; replace?: boolean }) => Promise<void>
> = {
  commerceml: readCommerceMl,
  yml: (bytes, sink) => readYml(bytes, sink),
  csv: (bytes, sink, options) => readCsv(bytes, sink, { replace: options.replace }),
};

export async function importFromSource(db: Kysely<Database>, log: Logger, request: SourceImport): Promise<ImportResult> {
  let format = request.format ?? "csv";
  let bytes: AsyncIterable<Buffer> | null = null;
  const open = async () => {
    const sniffed = await sniffFormat(request.bytes ?? (await openSource(request.source, request.limits)));
    format = request.format ?? sniffed.format;
    bytes = sniffed.bytes;
  };
  // The file is opened before the job starts so that the job is named by the format found in it.
  let openError: unknown = null;
  await open().catch((error: unknown) => (openError = error));
  return runImport(db, log, {
    format,
    // A file on the server is named by its name only: where the server keeps it is not the manager's concern.
    source: isAddress(request.source) ? request.source : path.basename(request.source),
    dryRun: request.dryRun,
    publishSections: request.publishSections,
    strict: format === "csv",
    onProgress: request.onProgress,
    onStarted: request.onStarted,
    jobId: request.jobId,
    read: async (sink) => {
      if (openError) throw openError;
      await READERS[format](bytes!, sink, { priceType: request.priceType, replace: request.replace });
    },
  });
}
