/** Uploaded files kept by the database file store (backend/services/file-store-db.ts). */
export interface StoredFilesTable {
  /** The server-made name (`<uuid>.<ext>`), the same as `request_files.stored_name`. */
  key: string;
  bytes: Buffer;
  size: number;
  /** What the content was recognised as (png, jpeg, pdf, doc, docx). */
  kind: string;
  /** Hex SHA-256 of the bytes, to check a copy or a move against. */
  sha256: string;
  /** The name the browser gave; never used as a path. */
  original_name: string;
  created_at: string;
}

export interface FileTables {
  stored_files: StoredFilesTable;
}
