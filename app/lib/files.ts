import { ALLOWED_FILE_EXTENSIONS, FILE_ERROR_HINT_SIZE_MS, FILE_ERROR_HINT_TYPE_MS, UPLOAD_LIMIT_KB, UPLOAD_MAX_FILES } from "~/config/constants";
import { MSG_FILE_CONTENT, MSG_FILE_COUNT, MSG_FILE_SIZE, MSG_FILE_TOTAL, MSG_FILE_TYPE } from "~/config/messages/forms";

/**
 * Upload rules, shared by the file picker (browser) and the upload handler (server): png, pdf, jpeg, jpg, doc,
 * docx only, checked by magic bytes too; each file and the total within the KB limit; at most 10 files.
 * Pure: works on names, sizes and the first bytes of a file.
 */

export type AllowedExtension = (typeof ALLOWED_FILE_EXTENSIONS)[number];
/** What a file's first bytes say it is. */
export type FileKind = "png" | "jpeg" | "pdf" | "doc" | "docx";
/** Why a selection was refused. */
export type FileProblemReason = "type" | "size" | "total" | "count" | "content";
export type FileProblem = { reason: FileProblemReason; fileName?: string };

/** The lower-cased extension after the last dot, "" when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** png, pdf, jpeg, jpg, doc, docx only. */
export function isAllowedExtension(name: string): boolean {
  return isAllowed(fileExtension(name));
}

function isAllowed(ext: string): ext is AllowedExtension {
  return (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

/** Size in KB the way the shop counts it: bytes / 1000, rounded. */
export function fileSizeKb(bytes: number): number {
  return Math.round(bytes / 1000);
}

/** Within the 10 000 KB limit (a file or the total); 10 001 KB is over it. */
export function isWithinUploadLimit(bytes: number): boolean {
  return fileSizeKb(bytes) <= UPLOAD_LIMIT_KB;
}

/**
 * The first problem of a selection, checked in the order a user can fix it: type, size of each file, total
 * size, count. `null` when the selection may be sent.
 */
export function checkFileSelection(files: readonly { name: string; size: number }[]): FileProblem | null {
  for (const file of files) {
    if (!isAllowedExtension(file.name)) return { reason: "type", fileName: file.name };
  }
  for (const file of files) {
    if (!isWithinUploadLimit(file.size)) return { reason: "size", fileName: file.name };
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (!isWithinUploadLimit(total)) return { reason: "total" };
  if (files.length > UPLOAD_MAX_FILES) return { reason: "count" };
  return null;
}

const PROBLEM_MESSAGES: Record<FileProblemReason, string> = {
  type: MSG_FILE_TYPE,
  size: MSG_FILE_SIZE,
  total: MSG_FILE_TOTAL,
  count: MSG_FILE_COUNT,
  content: MSG_FILE_CONTENT,
};

/** The Russian message for a problem, with the file's name when there is one. */
export function fileProblemMessage(problem: FileProblem): string {
  const text = PROBLEM_MESSAGES[problem.reason];
  return problem.fileName ? `${text}: ${problem.fileName}` : text;
}

/** How long the picker shows the hint for a problem: 2 s for a wrong type, 4 s for sizes. */
export function fileHintDurationMs(problem: FileProblem): number {
  return problem.reason === "type" || problem.reason === "content" ? FILE_ERROR_HINT_TYPE_MS : FILE_ERROR_HINT_SIZE_MS;
}

const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // doc: the OLE compound file header; docx: a zip archive.
  { kind: "doc", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: "docx", bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** The longest signature; the upload handler waits for this many bytes before deciding. */
export const MAGIC_BYTES_NEEDED = 8;

/** What the first bytes of a file say it is, or `null` for anything else. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match ? match.kind : null;
}

/** The content kind each allowed extension must have. */
const KIND_BY_EXTENSION: Record<AllowedExtension, FileKind> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
};

/** Whether a file's name and first bytes agree (an `.exe` renamed `.png` does not). */
export function contentMatchesName(name: string, head: Uint8Array): boolean {
  const ext = fileExtension(name);
  return isAllowed(ext) && detectFileKind(head) === KIND_BY_EXTENSION[ext];
}

/**
 * Characters that reorder the text around them (the Unicode bidirectional marks, embeddings, overrides and
 * isolates): in a file name from outside, `счёт\u202Efdp.exe` shows as «счётexe.pdf». Names are shown without them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A file name as the back office shows it: without the characters that would reorder it. */
export function displayFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, "");
}
