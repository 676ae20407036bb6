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

/** An uploaded photo whose original and every derived size are in the file store (services/photos.ts). */
export interface PhotosTable {
  /** The first 24 hex digits of the original's SHA-256: the same upload is one photo. */
  key: string;
  /** The original's size after its EXIF orientation. */
  width: number;
  height: number;
  /** JSON list of the widths made, each in AVIF and WebP. */
  widths: string;
  /** The file store's key of the original. */
  original_key: string;
  /** When it was last uploaded or attached to a good or a section: the sweep's grace period counts from it. */
  created_at: string;
}

export interface FileTables {
  stored_files: StoredFilesTable;
  photos: PhotosTable;
}
