import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import { IMPORT_MESSAGES } from "./messages";
import { ImportRefused } from "./records";

/**
 * Archives are unpacked entry by entry, streamed (an archive of a 20 000-good exchange never sits in memory),
 * within limits checked twice: on the sizes the archive declares, before anything is unpacked, and on the bytes
 * as they come out (an archive may lie), stopping at the first excess. A refused archive leaves no file of
 * its own unpacked past the limit: the entry being written is removed.
 */
export interface ZipLimits {
  maxEntries: number;
  /** One file unpacked, bytes. */
  maxEntryBytes: number;
  /** All files unpacked together, bytes. */
  maxTotalBytes: number;
}

const MB = 1024 * 1024;
/** What one 1C exchange may unpack: a 20 000-good import.xml is about 100 MB; pictures come beside it. */
export const EXCHANGE_ZIP_LIMITS: ZipLimits = { maxEntries: 50_000, maxEntryBytes: 200 * MB, maxTotalBytes: 1024 * MB };

const isFolder = (entry: yauzl.Entry) => entry.fileName.endsWith("/");

async function openZip(open: () => Promise<yauzl.ZipFile>): Promise<yauzl.ZipFile> {
  return open().catch(() => {
    throw new ImportRefused(IMPORT_MESSAGES.badZip);
  });
}

/** The archive's files, in order, checked against the limits on their declared sizes. */
async function* entriesOf(zip: yauzl.ZipFile, limits: ZipLimits): AsyncIterable<yauzl.Entry> {
  if (zip.entryCount > limits.maxEntries) throw new ImportRefused(IMPORT_MESSAGES.zipTooManyFiles(limits.maxEntries));
  let declared = 0;
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const cleanup = () => zip.removeAllListeners("entry").removeAllListeners("end").removeAllListeners("error");
      zip.once("entry", (e: yauzl.Entry) => (cleanup(), resolve(e)));
      zip.once("end", () => (cleanup(), resolve(null)));
      zip.once("error", () => (cleanup(), reject(new ImportRefused(IMPORT_MESSAGES.badZip))));
      zip.readEntry();
    });
    if (!entry) return;
    if (isFolder(entry)) continue;
    declared += entry.uncompressedSize;
    checkSizes(entry.fileName, entry.uncompressedSize, declared, limits);
    yield entry;
  }
}

function checkSizes(name: string, entryBytes: number, totalBytes: number, limits: ZipLimits): void {
  if (entryBytes > limits.maxEntryBytes) throw new ImportRefused(IMPORT_MESSAGES.zipFileTooLarge(name, limits.maxEntryBytes / MB));
  if (totalBytes > limits.maxTotalBytes) throw new ImportRefused(IMPORT_MESSAGES.zipTooLarge(limits.maxTotalBytes / MB));
}

/** An entry's bytes as they are unpacked, counted against the limits (`counted`: the archive's bytes so far). */
async function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limits: ZipLimits, counted: { total: number }) {
  const stream = await zip.openReadStreamPromise(entry).catch(() => {
    throw new ImportRefused(IMPORT_MESSAGES.badZip);
  });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      counted.total += chunk.byteLength;
      try {
        checkSizes(entry.fileName, size, counted.total, limits);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  return { stream, counter };
}

const refusalOf = (error: unknown) => (error instanceof ImportRefused ? error : new ImportRefused(IMPORT_MESSAGES.badZip));

/** Unpacks a zip archive into `dir`. Entry names that would leave `dir` are refused by yauzl and checked again here. */
export async function unzipInto(zipPath: string, dir: string, limits: ZipLimits): Promise<void> {
  const zip = await openZip(() => yauzl.openPromise(zipPath, { lazyEntries: true }));
  const root = path.resolve(dir);
  const counted = { total: 0 };
  try {
    for await (const entry of entriesOf(zip, limits)) {
      const target = path.resolve(root, entry.fileName);
      if (!target.startsWith(`${root}${path.sep}`)) throw new ImportRefused(IMPORT_MESSAGES.badZip);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const { stream, counter } = await openEntry(zip, entry, limits, counted);
      await pipeline(stream, counter, fs.createWriteStream(target)).catch((error: unknown) => {
        fs.rmSync(target, { force: true });
        throw error;
      });
    }
  } catch (error) {
    throw refusalOf(error);
  } finally {
    zip.close();
  }
}

/**
 * One file of an archive held in memory, read into memory: `pick` chooses it by the names of all the files
 * (null when none fits). Only that file is unpacked, and only within `limits.maxEntryBytes`.
 */
export async function readZipEntry(
  bytes: Buffer,
  pick: (names: string[]) => string | undefined,
  limits: ZipLimits,
): Promise<{ name: string; bytes: Buffer } | null> {
  const zip = await openZip(() => yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false }));
  try {
    const entries = new Map<string, yauzl.Entry>();
    // Only the chosen file is unpacked: the others count against the number of files, not against the sizes.
    const listing = { maxEntries: limits.maxEntries, maxEntryBytes: Infinity, maxTotalBytes: Infinity };
    for await (const entry of entriesOf(zip, listing)) entries.set(entry.fileName, entry);
    const name = pick([...entries.keys()]);
    const entry = name === undefined ? undefined : entries.get(name);
    if (!entry) return null;
    checkSizes(entry.fileName, entry.uncompressedSize, entry.uncompressedSize, limits);
    const { stream, counter } = await openEntry(zip, entry, limits, { total: 0 });
    const chunks: Buffer[] = [];
    counter.on("data", (chunk: Buffer) => chunks.push(chunk));
    await pipeline(stream, counter);
    return { name: entry.fileName, bytes: Buffer.concat(chunks) };
  } catch (error) {
    throw refusalOf(error);
  } finally {
    zip.close();
  }
}
