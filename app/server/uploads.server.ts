import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { UPLOAD_MAX_FILES } from "~/config/constants";
import {
  checkFileSelection,
  contentMatchesName,
  isAllowedExtension,
  isWithinUploadLimit,
  MAGIC_BYTES_NEEDED,
  type FileProblem,
} from "~/lib/files";

/** Longest text field we read from a multipart form, bytes (a comment is at most 2000 characters). */
const MAX_TEXT_PART_BYTES = 16 * 1024;
/** More parts than any of our forms has: a body with more is not ours. */
const MAX_PARTS = 60;

/** A multipart body broke a rule; reading stopped at that point. */
export class UploadRefused extends Error {
  constructor(
    readonly field: string,
    readonly problem: FileProblem,
    /** The text fields read before the breach, to refill the form. */
    readonly fields: Record<string, string>,
  ) {
    super(`upload refused: ${problem.reason}`);
  }
}

async function readText(data: AsyncIterable<Uint8Array>): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_TEXT_PART_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads a multipart form whose only file field is `fileField`, enforcing the upload rules while streaming
 * (never buffering past a limit): allowed extension, magic bytes checked on the first bytes, each file and the total
 * within 10 000 KB, at most 10 files. The first breach stops reading and throws `UploadRefused`; nothing
 * past the limit is buffered. Empty file inputs (no file chosen) are skipped.
 */
export async function parseUploadForm(request: Request, fileField: string): Promise<FormData> {
  const fields: Record<string, string> = {};
  const accepted: { name: string; size: number }[] = [];
  let parts = 0;

  const refuse = (problem: FileProblem): never => {
    throw new UploadRefused(fileField, problem, fields);
  };

  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    parts += 1;
    if (parts > MAX_PARTS) refuse({ reason: "count" });
    if (filename === undefined && name === fileField) {
      // An empty `<input type="file">` sends a part with `filename=""`, which the parser reads as text.
      await readText(data);
      return null;
    }
    if (filename === undefined) {
      const text = await readText(data);
      if (text === null) refuse({ reason: "size" });
      fields[name] = text ?? "";
      return text;
    }
    if (filename === "") {
      await readText(data);
      return null;
    }
    if (name !== fileField || !isAllowedExtension(filename)) refuse({ reason: "type", fileName: filename });
    if (accepted.length + 1 > UPLOAD_MAX_FILES) refuse({ reason: "count" });

    const chunks: Uint8Array[] = [];
    let size = 0;
    let headChecked = false;
    const alreadyTotal = accepted.reduce((sum, file) => sum + file.size, 0);
    for await (const chunk of data) {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (!headChecked && size >= MAGIC_BYTES_NEEDED) {
        headChecked = true;
        if (!contentMatchesName(filename, Buffer.concat(chunks))) refuse({ reason: "content", fileName: filename });
      }
      if (!isWithinUploadLimit(size)) refuse({ reason: "size", fileName: filename });
      if (!isWithinUploadLimit(alreadyTotal + size)) refuse({ reason: "total" });
    }
    if (!headChecked && !contentMatchesName(filename, Buffer.concat(chunks))) refuse({ reason: "content", fileName: filename });
    accepted.push({ name: filename, size });
    const problem = checkFileSelection(accepted);
    if (problem) refuse(problem);
    // Node's chunks are plain Uint8Arrays; TypeScript's DOM typing only doubts their buffer kind.
    return new File(chunks as BlobPart[], filename, { type: contentType });
  };

  return unstable_parseMultipartFormData(request, handler);
}
