import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { UploadedFile } from "./file-types";

/**
 * Keeps accepted uploads in the uploads folder (outside public/, never served back) under names we make up,
 * so nothing a client sends becomes part of a path.
 */

export interface StoredFile {
  file: UploadedFile;
  storedName: string;
}

/** Writes every file, or none: on any failure the ones already written are removed. */
export async function storeFiles(uploadsDir: string, files: UploadedFile[]): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  await fs.mkdir(uploadsDir, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const storedName = `${randomUUID()}.${file.ext}`;
      // "wx": never overwrite; mode 0600: the files are personal data.
      await fs.writeFile(path.join(uploadsDir, storedName), file.bytes, { flag: "wx", mode: 0o600 });
      stored.push({ file, storedName });
    }
    return stored;
  } catch (error) {
    await removeFiles(
      uploadsDir,
      stored.map((s) => s.storedName),
    );
    throw error;
  }
}

/** Removes stored files (when the database refused the request they belong to). */
export async function removeFiles(uploadsDir: string, storedNames: string[]): Promise<void> {
  await Promise.all(storedNames.map((name) => fs.rm(path.join(uploadsDir, path.basename(name)), { force: true })));
}

/** The bytes of a stored file (a mail attaches them); only a name this store made is ever looked up. */
export async function readStoredFile(uploadsDir: string, storedName: string): Promise<Buffer> {
  return fs.readFile(path.join(uploadsDir, path.basename(storedName)));
}
