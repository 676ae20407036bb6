import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { FileKind, UploadedFile } from "./file-types";

/**
 * Where uploaded files live: a store every process of the shop reaches (the database by default, or an
 * S3-compatible bucket), never a container's own disk. Files are kept under keys we make up (`<uuid>.<ext>`),
 * so nothing a client sends becomes part of a key.
 *
 * Reading a request's file (back office downloads, the manager's e-mail): `files.get(row.stored_name)` with a
 * `request_files` row, or `files.stream(...)` to pass it on without holding it whole.
 */
export interface FileStore {
  /** Keeps `bytes` under `key`. A key is written once; writing it again with the same bytes is harmless. */
  put(key: string, bytes: Buffer, meta: FileMeta): Promise<void>;
  /** The whole file, or null when nothing is kept under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, or null when nothing is kept under `key`. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * The same store doing its work inside the transaction `trx` when the files live in that database (so they go
   * with the transaction's rows, and SQLite's one connection, held by `trx`, is not waited for); a store outside
   * the database is itself.
   */
  inTransaction(trx: Kysely<Database>): FileStore;
}

/** What the upload check found out about a file, kept with its bytes. */
export interface FileMeta {
  kind: FileKind;
  /** The name the browser gave; never used as a key or a path. */
  originalName: string;
  createdAt: string;
}

/** Hex SHA-256 of a file's bytes, kept with them so a copy or a move can be checked. */
export function sha256Hex(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export interface StoredFile {
  file: UploadedFile;
  storedName: string;
}

/** Stores every file, or none: on any failure the ones already stored are removed. */
export async function storeFiles(store: FileStore, files: UploadedFile[], now: string): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const storedName = `${randomUUID()}.${file.ext}`;
      await store.put(storedName, file.bytes, { kind: file.kind, originalName: file.name, createdAt: now });
      stored.push({ file, storedName });
    }
    return stored;
  } catch (error) {
    await removeFiles(
      store,
      stored.map((s) => s.storedName),
    );
    throw error;
  }
}

/** Removes stored files (when the database refused the request they belong to, or the request is dropped). */
export async function removeFiles(store: FileStore, storedNames: string[]): Promise<void> {
  await Promise.all(storedNames.map((name) => store.delete(name)));
}
