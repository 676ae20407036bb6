import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { MAX_DECLARED_BODY_BYTES, PHOTO_UPLOAD_LIMIT_MB, PHOTO_UPLOAD_MAX_FILES } from "~/config/constants";
import { ADMIN_PHOTO_TOO_LARGE, ADMIN_PHOTOS_TOO_MANY } from "~/config/messages/admin-catalog";
import { MSG_FIELD_TOO_LONG, MSG_FORM_TOO_MANY_FIELDS, MSG_FORM_UNREADABLE } from "~/config/messages/forms";
import { readValidatedForm, refusalAnswer } from "../form-body.server";
import { FormRefused, isForbiddenFieldName } from "../form-refused.server";
import { readTextPart, refusalWithFields } from "../uploads.server";
import { boundedRequest } from "../bounded-body.server";
import type { ApiFail } from "../api/client.server";
import { uploadPhoto } from "./catalog-api.server";
import type { Call } from "./client.server";
import { fieldErrorsFrom } from "../form-errors.server";
import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";

/** A file field's size limit and the message of a file over it. */
export interface FileLimit {
  mb: number;
  tooLarge: (mb: number) => string;
}
const PHOTO_LIMIT: FileLimit = { mb: PHOTO_UPLOAD_LIMIT_MB, tooLarge: ADMIN_PHOTO_TOO_LARGE };
/** Longest text field of the catalogue forms, bytes (a description of 20 000 characters in Cyrillic). */
const MAX_TEXT_PART_BYTES = 64 * 1024;
/** Longest text field of a content item's form, bytes (its text of 200 000 characters in Cyrillic). */
export const CONTENT_TEXT_PART_BYTES = 400 * 1024;
const MAX_PARTS = 60;

/**
 * A back-office form that may carry photos in `fileField` (or files in several fields): urlencoded, or multipart
 * read while it streams in, each file held in memory up to `limit`, at most PHOTO_UPLOAD_MAX_FILES of them. What a photo is
 * (JPEG, PNG or WebP by its content) is the backend's judgement when it stores it. A breach is the form's error
 * answer with the message next to the field and every text field read so far given back. The whole body is
 * held to the server's own limit on a declared length, counted as it arrives.
 */
export async function readPhotoForm(
  request: Request,
  fileField: string | readonly string[],
  maxTextBytes = MAX_TEXT_PART_BYTES,
  limit = PHOTO_LIMIT,
): Promise<FormData | Response> {
  const fileFields: readonly string[] = typeof fileField === "string" ? [fileField] : fileField;
  const maxBytes = limit.mb * 1024 * 1024;
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) return readValidatedForm(request);
  const fields: Record<string, string> = {};
  let parts = 0;
  let files = 0;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (++parts > MAX_PARTS) throw new FormRefused(413, MSG_FORM_TOO_MANY_FIELDS, null, fields);
    if (isForbiddenFieldName(name)) throw new FormRefused(400, MSG_FORM_UNREADABLE, null, fields);
    if (filename === undefined) {
      const text = await readTextPart(data, maxTextBytes);
      if (text === null) throw new FormRefused(413, MSG_FIELD_TOO_LONG, name, fields);
      if (fileFields.includes(name)) return null;
      fields[name] = text;
      return text;
    }
    if (filename === "" || !fileFields.includes(name)) {
      // No file chosen (an empty input), or a file where the form takes none: nothing of it is kept.
      for await (const _chunk of data);
      return null;
    }
    if (++files > PHOTO_UPLOAD_MAX_FILES) throw new FormRefused(422, ADMIN_PHOTOS_TOO_MANY(PHOTO_UPLOAD_MAX_FILES), name, fields);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new FormRefused(413, limit.tooLarge(limit.mb), name, fields);
      chunks.push(chunk);
    }
    // Node's chunks are plain Uint8Arrays; TypeScript's DOM typing only doubts their buffer kind.
    return size === 0 ? null : new File(chunks as BlobPart[], filename, { type: contentType });
  };
  try {
    return await unstable_parseMultipartFormData(boundedRequest(request, MAX_DECLARED_BODY_BYTES), handler);
  } catch (error) {
    return refusalAnswer(refusalWithFields(error, fields));
  }
}

/** The chosen photos of a form read by readPhotoForm. */
export function chosenPhotos(form: FormData, fileField: string): File[] {
  return form.getAll(fileField).filter((v): v is File => typeof v === "object" && v !== null && v.size > 0);
}

/** A photo the backend refused: its message under the form's file input `fileField` (the form keeps what was typed). */
export const photoRefusal = (fail: ApiFail, fileField: string) =>
  fieldErrorsFrom(fail, { shown: [fileField], rename: { photo: fileField }, fallback: ADMIN_ACTION_FAILED, formErrorField: fileField });

/**
 * The one photo chosen in `fileField` (a cover, a section's picture), uploaded: its key, "" when none was chosen,
 * or the backend's refusal as the form's errors.
 */
export async function uploadChosenPhoto(call: Call, form: FormData, fileField: string) {
  const [photo] = chosenPhotos(form, fileField);
  if (!photo) return { ok: true as const, key: "" };
  const stored = await uploadPhoto(call, photo);
  return stored.ok ? stored : { ok: false as const, fieldErrors: photoRefusal(stored.fail, fileField) };
}
