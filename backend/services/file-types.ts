/**
 * Upload rules on the server: allowed extensions, the KB arithmetic, and what a
 * file's bytes say it is. The backend's counterpart of app/lib/files.ts (the backend never imports app/).
 */

export const ALLOWED_EXTENSIONS = ["png", "jpg", "jpeg", "pdf", "doc", "docx"] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];
/** What a stored file is: an upload of a request form, an uploaded photo and its derived sizes (webp, avif), a favicon (ico). */
export type FileKind = "png" | "jpeg" | "pdf" | "doc" | "docx" | "webp" | "avif" | "ico";

/** A file a form carried, checked against these rules and held in memory until it is stored. */
export interface UploadedFile {
  field: string;
  /** The name the browser gave, for the manager's e-mail only; never used as a path. */
  name: string;
  ext: AllowedExtension;
  kind: FileKind;
  bytes: Buffer;
}

/** Limit per file and in total, KB counted as bytes / 1000, rounded. */
export const UPLOAD_LIMIT_KB = 10_000;
export const UPLOAD_MAX_FILES = 10;

/** Bytes needed to recognise every signature below. */
export const MAGIC_BYTES_NEEDED = 8;

const KIND_BY_EXTENSION: Record<AllowedExtension, FileKind> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
};

/** The Content-Type a file of each kind is stored, served and mailed with. */
export const CONTENT_TYPES: Record<FileKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
};

const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // doc: the OLE compound file header; docx: a zip archive (its entries are checked by isDocx).
  { kind: "doc", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: "docx", bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** The lower-cased extension when it is an allowed one, else null. */
export function allowedExtension(fileName: string): AllowedExtension | null {
  const dot = fileName.lastIndexOf(".");
  const ext = dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as AllowedExtension) : null;
}

/** Over the 10 000 KB limit (KB = bytes / 1000, rounded): 10 000 KB passes, 10 001 KB does not. */
export function isOverUploadLimit(bytes: number): boolean {
  return Math.round(bytes / 1000) > UPLOAD_LIMIT_KB;
}

/** The kind the extension promises. */
export function kindForExtension(ext: AllowedExtension): FileKind {
  return KIND_BY_EXTENSION[ext];
}

/** What the first bytes say, or null for anything we do not accept. */
export function detectKind(head: Uint8Array): FileKind | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.kind ?? null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65 535. */
const EOCD_SEARCH_SPAN = 22 + 0xffff;

/**
 * Whether a zip archive is a Word document: its central directory lists `word/document.xml`. Any zip that is
 * not (an archive of photos, a spreadsheet) or that is damaged is refused.
 */
export function isDocx(file: Buffer): boolean {
  const stop = Math.max(0, file.length - EOCD_SEARCH_SPAN);
  for (let at = file.length - 22; at >= stop; at--) {
    if (file.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const entries = file.readUInt16LE(at + 10);
    let offset = file.readUInt32LE(at + 16);
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > file.length || file.readUInt32LE(offset) !== CENTRAL_ENTRY_SIGNATURE) return false;
      const nameLength = file.readUInt16LE(offset + 28);
      const extraLength = file.readUInt16LE(offset + 30);
      const commentLength = file.readUInt16LE(offset + 32);
      const name = file.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
      if (name === "word/document.xml") return true;
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  }
  return false;
}

/** Whether a whole file's content is what its extension promises (an `.exe` renamed `.png` is not). */
export function contentMatches(ext: AllowedExtension, file: Buffer): boolean {
  const kind = kindForExtension(ext);
  if (detectKind(file.subarray(0, MAGIC_BYTES_NEEDED)) !== kind) return false;
  return kind !== "docx" || isDocx(file);
}
