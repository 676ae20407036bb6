/** How many bytes of a spreadsheet are looked at to tell its encoding: the header row and many lines after it. */
const SNIFF_BYTES = 64 * 1024;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * UTF-8 unless the bytes cannot be UTF-8, then windows-1251: what Russian Excel writes for «CSV (разделители —
 * точки с запятой)». Cyrillic in windows-1251 is bytes 0xC0–0xFF mostly followed by another such byte, which
 * UTF-8 never allows, so the header row («Артикул») decides at once. A sequence cut by the end of the sniffed
 * bytes does not count (`stream`).
 */
export function spreadsheetEncoding(head: Uint8Array): "utf-8" | "windows-1251" {
  if (UTF8_BOM.every((byte, i) => head[i] === byte)) return "utf-8";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return "utf-8";
  } catch {
    return "windows-1251";
  }
}

/** The text of a spreadsheet's bytes, UTF-8 or windows-1251 (see spreadsheetEncoding); text chunks pass as they are. */
export async function* spreadsheetText(input: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): AsyncGenerator<string> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let decoder: TextDecoder | null = null;
  for await (const chunk of input) {
    if (typeof chunk === "string") {
      yield chunk;
      continue;
    }
    if (!decoder) {
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) continue;
      const bytes = Buffer.concat(head);
      decoder = new TextDecoder(spreadsheetEncoding(bytes));
      yield decoder.decode(bytes, { stream: true });
      continue;
    }
    yield decoder.decode(chunk, { stream: true });
  }
  if (!decoder) {
    const bytes = Buffer.concat(head);
    decoder = new TextDecoder(spreadsheetEncoding(bytes));
    yield decoder.decode(bytes, { stream: true });
  }
  yield decoder.decode();
}

/** How many bytes may come before the end of an XML declaration. */
const DECLARATION_BYTES = 1024;
const XML_ENCODING = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/**
 * The encoding of an XML file's bytes: a byte order mark first, else the declaration's `encoding` (1C writes
 * windows-1251 when told to), else UTF-8 as XML itself prescribes. Null for an encoding no decoder knows.
 */
export function xmlEncoding(head: Uint8Array): string | null {
  if (UTF8_BOM.every((byte, i) => head[i] === byte)) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  const declared = XML_ENCODING.exec(Buffer.from(head).toString("latin1"))?.[1] ?? "utf-8";
  try {
    return new TextDecoder(declared).encoding;
  } catch {
    return null;
  }
}

/**
 * The text of an XML file's bytes in the encoding it declares (see xmlEncoding), without its byte order mark;
 * a letter split between two chunks is joined, not garbled. Text chunks pass as they are. `unknown` is thrown
 * for an encoding no decoder knows.
 */
export async function* xmlText(
  input: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
  unknown: (label: string) => Error,
): AsyncGenerator<string> {
  let head = Buffer.alloc(0);
  let decoder: TextDecoder | null = null;
  const start = (bytes: Buffer) => {
    const encoding = xmlEncoding(bytes);
    if (!encoding) throw unknown(XML_ENCODING.exec(bytes.toString("latin1"))?.[1] ?? "");
    decoder = new TextDecoder(encoding);
    return decoder.decode(bytes, { stream: true });
  };
  for await (const chunk of input) {
    if (typeof chunk === "string") {
      yield chunk;
      continue;
    }
    if (decoder) {
      yield (decoder as TextDecoder).decode(chunk, { stream: true });
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length >= DECLARATION_BYTES || head.includes("?>")) yield start(head);
  }
  if (!decoder && head.length) yield start(head);
  if (decoder) yield (decoder as TextDecoder).decode();
}
