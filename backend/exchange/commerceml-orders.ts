import { ORDERS_DOCUMENT_MESSAGES } from "./orders-messages";
import { ImportRefused } from "./records";
import { childOf, childrenOf, streamXml, textOf } from "./xml-stream";

/**
 * 1C's orders document (`type=sale&mode=file`): CommerceML 2 `КоммерческаяИнформация` with one `Документ` per
 * order 1C changed. Each document is read as its keys and its `ЗначенияРеквизитов` (names compared without
 * case, spaces or ё, so «Отменён», «ОТМЕНЕН» and «Отменен» are one requisite). What they mean is the service's.
 */
export interface OneCOrderDocument {
  /** `Ид`: our order number for an order that came from the shop, else 1C's own key. */
  id: string;
  number: string;
  /** `ХозОперация`, «Заказ товара» for orders. */
  operation: string;
  /** By normalised name (requisiteKey), the value trimmed. */
  requisites: Map<string, string>;
}

/** The most documents one file may hold: far more orders than a shop changes between two exchanges. */
export const MAX_ORDER_DOCUMENTS = 5_000;

/** A requisite's name as compared: lower case, ё as е, without spaces. */
export const requisiteKey = (name: string) => name.toLowerCase().replace(/ё/g, "е").replace(/\s+/g, "");

/** The text of the bytes: the encoding the XML declaration names (1C may write windows-1251), else UTF-8. */
export function orderDocumentText(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  return new TextDecoder(declared === "windows-1251" || declared === "cp1251" ? "windows-1251" : "utf-8").decode(bytes);
}

/**
 * Whether a file of parts is whole yet: XML that has reached the end of its root element. A file whose root is
 * not КоммерческаяИнформация (or that is no XML at all) is refused at once rather than waited on.
 */
export function orderDocumentComplete(text: string): boolean {
  if (!/^\uFEFF?\s*</.test(text)) throw new ImportRefused(ORDERS_DOCUMENT_MESSAGES.notOrders);
  const root = /^\uFEFF?\s*(?:<\?[^>]*\?>\s*|<!--[\s\S]*?-->\s*)*<([^\s/>!?]+)[\s/>]/.exec(text)?.[1];
  // The first part may end before the root element even opens (a long comment): more is to come.
  if (root === undefined) return false;
  if (root !== "КоммерческаяИнформация") throw new ImportRefused(ORDERS_DOCUMENT_MESSAGES.notOrders);
  return /<\/КоммерческаяИнформация\s*>\s*$/.test(text);
}

/** The documents of a whole orders file; throws ImportRefused (Russian) for a file that is not one. */
export async function readOrderDocuments(text: string): Promise<OneCOrderDocument[]> {
  const documents: OneCOrderDocument[] = [];
  let root: string | null = null;
  await streamXml([text], {
    isRecord: (path) => path.length === 2 && path[1] === "Документ",
    open: (name, _attrs, path) => {
      if (path.length === 1) root = name;
    },
    record: (node) => {
      if (documents.length >= MAX_ORDER_DOCUMENTS) throw new ImportRefused(ORDERS_DOCUMENT_MESSAGES.tooManyDocuments(MAX_ORDER_DOCUMENTS));
      const requisites = new Map<string, string>();
      const list = childOf(node, "ЗначенияРеквизитов");
      for (const item of list ? childrenOf(list, "ЗначениеРеквизита") : []) {
        const name = textOf(item, "Наименование");
        if (name) requisites.set(requisiteKey(name), textOf(item, "Значение") ?? "");
      }
      documents.push({ id: textOf(node, "Ид") ?? "", number: textOf(node, "Номер") ?? "", operation: textOf(node, "ХозОперация") ?? "", requisites });
    },
  });
  if (root !== "КоммерческаяИнформация") throw new ImportRefused(ORDERS_DOCUMENT_MESSAGES.notOrders);
  return documents;
}
