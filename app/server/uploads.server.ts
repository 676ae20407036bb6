import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { UPLOAD_MAX_FILES } from "~/config/constants";
import {
  MSG_FIELD_TAKES_NO_FILES,
  MSG_FIELD_TOO_LONG,
  MSG_FORM_TAKES_NO_FILES,
  MSG_FORM_TOO_MANY_FIELDS,
  MSG_FORM_UNREADABLE,
} from "~/config/messages/forms";
import {
  checkFileSelection,
  contentMatchesName,
  fileProblemMessage,
  isAllowedExtension,
  isWithinUploadLimit,
  MAGIC_BYTES_NEEDED,
  type FileProblem,
} from "~/lib/files";
import { FormRefused, isForbiddenFieldName } from "./form-refused.server";

/** Longest text field we read from a multipart form, bytes (a comment is at most 2000 characters). */
const MAX_TEXT_PART_BYTES = 16 * 1024;
/** More parts than any of our forms has: a body with more is not ours. */
const MAX_PARTS = 60;

/** A multipart text part as UTF-8, or null once it passes `maxBytes` (nothing past the limit is buffered). */
export async function readTextPart(data: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const readText = (data: AsyncIterable<Uint8Array>) => readTextPart(data, MAX_TEXT_PART_BYTES);

/**
 * The refusal a multipart read ended with, carrying the text fields read before it (a body cut at its byte
 * limit fails inside the parser, which knows no fields); anything the parser threw is an unreadable body.
 */
export function refusalWithFields(error: unknown, fields: Record<string, string>): FormRefused {
  if (!(error instanceof FormRefused)) return new FormRefused(400, MSG_FORM_UNREADABLE, null, fields);
  return Object.keys(error.fields).length > 0 ? error : new FormRefused(error.status, error.message, error.field, fields);
}

/**
 * Reads a multipart form whose only file field is `fileField` (none when undefined), enforcing the rules
 * while streaming: allowed extension, magic bytes checked on the first bytes, each file
 * and the total within 10 000 KB, at most 10 files, text fields up to 16 KB, at most 60 parts, no file where
 * the form takes none, no field name that reaches a prototype. The first breach stops reading and throws
 * `FormRefused` with that limit's own message, next to the field it concerns; a body the parser cannot read
 * (no boundary, cut short) is refused as unreadable. Nothing past a limit is buffered. Empty file inputs (no
 * file chosen) are skipped.
 */
export async function parseMultipartForm(request: Request, fileField?: string): Promise<FormData> {
  const fields: Record<string, string> = {};
  const accepted: { name: string; size: number }[] = [];
  let parts = 0;

  const refuseFile = (problem: FileProblem): never => {
    throw new FormRefused(422, fileProblemMessage(problem), fileField ?? null, fields);
  };

  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    parts += 1;
    if (parts > MAX_PARTS) throw new FormRefused(413, MSG_FORM_TOO_MANY_FIELDS, null, fields);
    if (isForbiddenFieldName(name)) throw new FormRefused(400, MSG_FORM_UNREADABLE, null, fields);
    if (filename === undefined && name === fileField) {
      // An empty `<input type="file">` sends a part with `filename=""`, which the parser reads as text.
      await readText(data);
      return null;
    }
    if (filename === undefined) {
      const text = await readText(data);
      if (text === null) throw new FormRefused(413, MSG_FIELD_TOO_LONG, name, fields);
      fields[name] = text;
      return text;
    }
    if (filename === "") {
      await readText(data);
      return null;
    }
    if (fileField === undefined) throw new FormRefused(422, MSG_FORM_TAKES_NO_FILES, null, fields);
    if (name !== fileField) throw new FormRefused(422, MSG_FIELD_TAKES_NO_FILES, name, fields);
    if (!isAllowedExtension(filename)) refuseFile({ reason: "type", fileName: filename });
    if (accepted.length + 1 > UPLOAD_MAX_FILES) refuseFile({ reason: "count" });

    const chunks: Uint8Array[] = [];
    let size = 0;
    let headChecked = false;
    const alreadyTotal = accepted.reduce((sum, file) => sum + file.size, 0);
    for await (const chunk of data) {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (!headChecked && size >= MAGIC_BYTES_NEEDED) {
        headChecked = true;
        if (!contentMatchesName(filename, Buffer.concat(chunks))) refuseFile({ reason: "content", fileName: filename });
      }
      if (!isWithinUploadLimit(size)) refuseFile({ reason: "size", fileName: filename });
      if (!isWithinUploadLimit(alreadyTotal + size)) refuseFile({ reason: "total" });
    }
    if (!headChecked && !contentMatchesName(filename, Buffer.concat(chunks))) refuseFile({ reason: "content", fileName: filename });
    accepted.push({ name: filename, size });
    const problem = checkFileSelection(accepted);
    if (problem) refuseFile(problem);
    // Node's chunks are plain Uint8Arrays; TypeScript's DOM typing only doubts their buffer kind.
    return new File(chunks as BlobPart[], filename, { type: contentType });
  };

  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    throw refusalWithFields(error, fields);
  }
}
