import {
  allowedExtension,
  contentMatches,
  isOverUploadLimit,
  kindForExtension,
  MAGIC_BYTES_NEEDED,
  detectKind,
  UPLOAD_MAX_FILES,
  type AllowedExtension,
  type UploadedFile,
} from "../services/file-types";
import {
  MSG_FIELD_TOO_LARGE,
  MSG_FILE_CONTENT,
  MSG_FILE_COUNT,
  MSG_FILE_SIZE,
  MSG_FILE_TOTAL,
  MSG_FILE_TYPE,
  MSG_FILES_NOT_HERE,
  MSG_MULTIPART_BROKEN,
} from "./orders-messages";
import { MSG_CHECK_FIELDS, readBody } from "./body";
import { HttpError } from "./respond";

/**
 * A streaming multipart/form-data reader with hard upload limits. It reads the body chunk by
 * chunk and stops at the first breach (a wrong type, a file or the total over 10 000 KB, an 11th file, an
 * oversized field), cancelling the rest of the upload. Files are kept in memory (at most 10 000 KB in all);
 * storing them is the caller's job, once everything else has been checked.
 */

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * A declared length no honest form can reach is refused before reading. Anything smaller is streamed, so an
 * upload just over the limits gets the precise per-field message of the first breach.
 */
const MAX_DECLARED_BYTES = 50 * 1024 * 1024;
const MAX_FIELD_BYTES = 16 * 1024;
const MAX_HEADER_BYTES = 4 * 1024;
const MAX_PARTS = 60;
const MAX_PREAMBLE_BYTES = 1024;

type PartSink = { onData(chunk: Buffer): void; onEnd(): void };

/**
 * A form as any client may send it: multipart/form-data (files only in `fileFields`), urlencoded or JSON. Every
 * endpoint that takes form data reads it here, so none of them refuses an encoding another accepts.
 */
export async function readForm(
  request: Request,
  fileFields: readonly string[] = [],
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return readMultipart(request, fileFields);
  return { fields: await readBody(request), files: [] };
}

/** Reads a multipart body under the limits; `fileFields` are the fields that may carry files. */
export async function readMultipart(request: Request, fileFields: readonly string[]): Promise<MultipartForm> {
  const boundary = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(request.headers.get("content-type") ?? "");
  const boundaryText = boundary?.[1] ?? boundary?.[2];
  if (!boundaryText) throw new HttpError(400, MSG_MULTIPART_BROKEN);
  if (Number(request.headers.get("content-length") ?? "0") > MAX_DECLARED_BYTES) {
    throw new HttpError(413, MSG_FILE_TOTAL, { [fileFields[0] ?? "files"]: MSG_FILE_TOTAL });
  }
  const form: MultipartForm = { fields: {}, files: [] };
  const collector = createCollector(form, fileFields);
  if (!request.body) throw new HttpError(400, MSG_MULTIPART_BROKEN);
  const reader = request.body.getReader();
  const parser = createParser(boundaryText, collector.startPart);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (parser.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength))) break;
    }
    if (!parser.finished()) throw new HttpError(400, MSG_MULTIPART_BROKEN);
    return form;
  } finally {
    // Stop the upload at the first breach (or after the closing boundary): the rest is never read.
    await reader.cancel().catch(() => undefined);
  }
}

function fail(field: string, message: string): HttpError {
  return new HttpError(422, MSG_CHECK_FIELDS, { [field]: message });
}

/** Turns parts into fields and checked files, enforcing the count, size and type rules as bytes arrive. */
function createCollector(form: MultipartForm, fileFields: readonly string[]) {
  let parts = 0;
  let total = 0;

  function addField(name: string, value: string) {
    const key = name.endsWith("[]") ? name.slice(0, -2) : name;
    const prev = form.fields[key];
    form.fields[key] = prev === undefined ? value : ([] as string[]).concat(prev, value);
  }

  function startPart(headers: PartHeaders): PartSink {
    if (++parts > MAX_PARTS) throw new HttpError(400, MSG_MULTIPART_BROKEN);
    const { name, filename } = headers;
    const field = name.endsWith("[]") ? name.slice(0, -2) : name;
    if (filename === null) return textSink(field, (value) => addField(name, value));
    const chunks: Buffer[] = [];
    let size = 0;
    let ext: AllowedExtension | null = null;
    let checkedHead = false;
    const sniff = (head: Buffer) => {
      checkedHead = true;
      if (ext && detectKind(head) !== kindForExtension(ext)) throw fail(field, MSG_FILE_CONTENT);
    };
    return {
      onData(chunk) {
        if (chunk.length === 0) return;
        if (size === 0) {
          // A file input left empty still sends a part with no name and no bytes; only real files count.
          if (!fileFields.includes(field)) throw fail(field, MSG_FILES_NOT_HERE);
          ext = allowedExtension(filename);
          if (!ext) throw fail(field, MSG_FILE_TYPE);
          if (form.files.length >= UPLOAD_MAX_FILES) throw fail(field, MSG_FILE_COUNT);
        }
        size += chunk.length;
        total += chunk.length;
        if (isOverUploadLimit(size)) throw fail(field, MSG_FILE_SIZE);
        if (isOverUploadLimit(total)) throw fail(field, MSG_FILE_TOTAL);
        chunks.push(chunk);
        if (!checkedHead && size >= MAGIC_BYTES_NEEDED) sniff(Buffer.concat(chunks));
      },
      onEnd() {
        if (size === 0) {
          if (filename !== "") throw fail(field, MSG_FILE_CONTENT);
          return;
        }
        const bytes = Buffer.concat(chunks, size);
        if (!checkedHead) sniff(bytes);
        if (!ext || !contentMatches(ext, bytes)) throw fail(field, MSG_FILE_CONTENT);
        form.files.push({ field, name: filename.slice(-200), ext, kind: kindForExtension(ext), bytes });
      },
    };
  }

  function textSink(field: string, done: (value: string) => void): PartSink {
    const chunks: Buffer[] = [];
    let size = 0;
    return {
      onData(chunk) {
        size += chunk.length;
        if (size > MAX_FIELD_BYTES) throw fail(field, MSG_FIELD_TOO_LARGE);
        chunks.push(chunk);
      },
      onEnd() {
        done(Buffer.concat(chunks).toString("utf8"));
      },
    };
  }

  return { startPart };
}

interface PartHeaders {
  name: string;
  /** null for a text field; "" for a file input left empty. */
  filename: string | null;
}

function parseHeaders(block: string): PartHeaders {
  const disposition = block.split("\r\n").find((line) => /^content-disposition:/i.test(line));
  if (!disposition || !/^content-disposition:\s*form-data/i.test(disposition)) throw new HttpError(400, MSG_MULTIPART_BROKEN);
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined || name.length === 0 || name.length > 100) throw new HttpError(400, MSG_MULTIPART_BROKEN);
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  // Browsers send the bare name; an old one may send a Windows path. Only the last segment is the name.
  return { name, filename: filename === null ? null : (filename.split(/[\\/]/).pop() ?? "") };
}

/**
 * The multipart grammar as a push parser: feed it chunks; it calls `startPart` per part and streams the part's
 * bytes to the returned sink. `push` answers true once the closing boundary has been seen.
 */
function createParser(boundary: string, startPart: (headers: PartHeaders) => PartSink) {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headerEnd = Buffer.from("\r\n\r\n");
  type State = "preamble" | "afterDelimiter" | "headers" | "body" | "done";
  let state: State = "preamble";
  // The first boundary has no CRLF before it; adding one lets one delimiter match every boundary.
  let buffer: Buffer = Buffer.from("\r\n");
  let sink: PartSink | null = null;

  function step(): boolean {
    switch (state) {
      case "preamble": {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          if (buffer.length > MAX_PREAMBLE_BYTES + delimiter.length) throw new HttpError(400, MSG_MULTIPART_BROKEN);
          return false;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "afterDelimiter";
        return true;
      }
      case "afterDelimiter": {
        if (buffer.length < 2) return false;
        const next = buffer.subarray(0, 2).toString("latin1");
        if (next === "--") {
          state = "done";
          return false;
        }
        if (next !== "\r\n") throw new HttpError(400, MSG_MULTIPART_BROKEN);
        buffer = buffer.subarray(2);
        state = "headers";
        return true;
      }
      case "headers": {
        const at = buffer.indexOf(headerEnd);
        if (at < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw new HttpError(400, MSG_MULTIPART_BROKEN);
          return false;
        }
        if (at > MAX_HEADER_BYTES) throw new HttpError(400, MSG_MULTIPART_BROKEN);
        sink = startPart(parseHeaders(buffer.subarray(0, at).toString("utf8")));
        buffer = buffer.subarray(at + headerEnd.length);
        state = "body";
        return true;
      }
      case "body": {
        const at = buffer.indexOf(delimiter);
        if (at >= 0) {
          sink?.onData(buffer.subarray(0, at));
          sink?.onEnd();
          sink = null;
          buffer = buffer.subarray(at + delimiter.length);
          state = "afterDelimiter";
          return true;
        }
        // Keep a tail that may be the start of a delimiter split across chunks.
        const safe = buffer.length - (delimiter.length - 1);
        if (safe > 0) {
          sink?.onData(Buffer.from(buffer.subarray(0, safe)));
          buffer = buffer.subarray(safe);
        }
        return false;
      }
      case "done":
        return false;
    }
  }

  return {
    push(chunk: Buffer): boolean {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      while (step());
      return state === "done";
    },
    finished: () => state === "done",
  };
}
