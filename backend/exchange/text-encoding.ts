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
