import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { orderDocumentComplete, orderDocumentText, readOrderDocuments } from "../exchange/commerceml-orders";
import { IMPORT_MESSAGES } from "../exchange/messages";
import { ORDERS_DOCUMENT_MESSAGES } from "../exchange/orders-messages";
import { ImportRefused } from "../exchange/records";
import { readZipEntry, type ZipLimits } from "../exchange/unzip";
import type { Actor } from "./admin/audit";
import { applyOrderDocument, type OrderChangeDeps, type OrderOutcome } from "./onec-order-changes";

/**
 * 1C's own orders file (`type=sale&mode=file`, then `mode=import` if 1C sends it): parts are appended as the
 * catalogue's are; as soon as the file is whole (XML up to its closing root element, a zip with its directory)
 * it is applied, order by order, and the answer is kept beside it, so `mode=import` for the same name (on any
 * container) answers the same without applying it twice. `mode=import` of a file still not whole fails.
 */
export type SaleFileStep =
  { state: "waiting" } | { state: "done"; documents: number; outcomes: OrderOutcome[] } | { state: "failed"; reason: string };

const MB = 1024 * 1024;
/** What one orders file may come to, parts together and unpacked: a day of orders is well under 1 MB. */
export const SALE_FILE_LIMITS: ZipLimits = { maxEntries: 20, maxEntryBytes: 32 * MB, maxTotalBytes: 32 * MB };
/** A zip's end-of-directory record: an archive without it has not arrived whole. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const isZip = (bytes: Buffer) => bytes.subarray(0, 2).toString("latin1") === "PK";

/** The text of the orders file, or null while more parts are to come (never null when `final`). */
async function wholeText(bytes: Buffer, final: boolean): Promise<string | null> {
  if (isZip(bytes)) {
    if (!bytes.subarray(-65_557).includes(ZIP_END)) {
      if (final) throw new ImportRefused(ORDERS_DOCUMENT_MESSAGES.incomplete);
      return null;
    }
    const entry = await readZipEntry(bytes, (names) => names.find((n) => n.toLowerCase().endsWith(".xml")), SALE_FILE_LIMITS);
    if (!entry) throw new ImportRefused(ORDERS_DOCUMENT_MESSAGES.noXmlInZip);
    return orderDocumentText(entry.bytes);
  }
  const text = orderDocumentText(bytes);
  if (orderDocumentComplete(text)) return text;
  if (final) throw new ImportRefused(ORDERS_DOCUMENT_MESSAGES.incomplete);
  return null;
}

export async function applySaleFile(deps: OrderChangeDeps & { log: Logger }, actor: Actor, file: string, final: boolean): Promise<SaleFileStep> {
  const answerFile = `${file}.answer.json`;
  if (fs.existsSync(answerFile)) return JSON.parse(fs.readFileSync(answerFile, "utf8")) as SaleFileStep;
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return { state: "failed", reason: IMPORT_MESSAGES.noFile };
  let step: SaleFileStep;
  try {
    const text = await wholeText(fs.readFileSync(file), final);
    if (text === null) return { state: "waiting" };
    const documents = await readOrderDocuments(text);
    const outcomes: OrderOutcome[] = [];
    for (const doc of documents) outcomes.push(...(await applyOrderDocument(deps, actor, doc)));
    step = { state: "done", documents: documents.length, outcomes };
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    deps.log.warn({ file: path.basename(file), reason: error.message }, "1C exchange: orders file refused");
    step = { state: "failed", reason: error.message };
  }
  fs.writeFileSync(answerFile, JSON.stringify(step));
  fs.rmSync(file, { force: true });
  return step;
}
