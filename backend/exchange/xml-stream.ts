import { SaxesParser } from "saxes";
import { IMPORT_MESSAGES } from "./messages";
import { ImportRefused } from "./records";
import { xmlText } from "./text-encoding";

/**
 * The most of one element's text a record keeps, characters: more than any field may hold (see text-limits),
 * so a text past it is still known to be too long, while a description of many megabytes is not kept whole.
 */
const TEXT_KEPT = 100_000;

/** A small element read whole: a record of a feed (one good, one offer, one group). */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
  /** The line it starts at. */
  line: number;
}

export const childOf = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
export const childrenOf = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);
export const textOf = (node: XmlNode, name: string): string | undefined => childOf(node, name)?.text.trim();

export interface XmlStreamHandlers {
  /** Whether the element at this path (names from the root, itself last) is a record to read whole. */
  isRecord(path: readonly string[]): boolean;
  record(node: XmlNode, path: readonly string[]): Promise<void> | void;
  /** Any element outside records as it opens (the root, a package's attributes). */
  open?(name: string, attrs: Record<string, string>, path: readonly string[]): void;
}

/**
 * Reads XML as it arrives, in the encoding it declares (UTF-8, windows-1251…), never the whole file: elements outside records are only passed to `open`, each
 * record is built as a small tree and handed to `record` (awaited before the next chunk is parsed, so memory
 * stays bounded by one chunk's records). Malformed XML throws ImportRefused with the parser's line and reason.
 */
export async function streamXml(input: AsyncIterable<string | Buffer> | Iterable<string | Buffer>, handlers: XmlStreamHandlers): Promise<void> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  const stack: XmlNode[] = [];
  let recordDepth = -1;
  const ready: Array<{ node: XmlNode; path: string[] }> = [];
  let failure: { line: number } | null = null;

  parser.on("error", () => {
    failure ??= { line: parser.line };
  });
  parser.on("opentag", (tag) => {
    path.push(tag.name);
    const attrs = tag.attributes as Record<string, string>;
    if (recordDepth < 0 && handlers.isRecord(path)) recordDepth = path.length;
    if (recordDepth > 0) {
      const node: XmlNode = { name: tag.name, attrs, text: "", children: [], line: parser.line };
      stack.at(-1)?.children.push(node);
      stack.push(node);
    } else handlers.open?.(tag.name, attrs, path);
  });
  const addText = (text: string) => {
    const node = stack.at(-1);
    if (node && node.text.length <= TEXT_KEPT) node.text += text.slice(0, TEXT_KEPT + 1 - node.text.length);
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    if (recordDepth > 0) {
      const node = stack.pop()!;
      if (path.length === recordDepth) {
        ready.push({ node, path: [...path] });
        recordDepth = -1;
      }
    }
    path.pop();
  });

  const drain = async () => {
    if (failure) throw new ImportRefused(IMPORT_MESSAGES.badXml(failure.line));
    for (const item of ready.splice(0)) await handlers.record(item.node, item.path);
  };
  for await (const text of xmlText(input, (label) => new ImportRefused(IMPORT_MESSAGES.unknownEncoding(label)))) {
    parser.write(text);
    await drain();
  }
  parser.close();
  await drain();
}
