import { IMPORT_MESSAGES } from "./messages";
import { parseRoubles } from "../shop/money";
import { applyProperty, parseLeadDays, parseNumber } from "./properties";
import { ImportRefused, type CatalogSink, type GoodRecord } from "./records";
import { childOf, childrenOf, streamXml, textOf, type XmlNode } from "./xml-stream";

/**
 * YML import: categories become sections (a subcategory a section of its own: our catalogue is one level; a
 * subcategory's parent tells apart two of the same name),
 * offers become goods keyed by offer id: name (or typePrefix vendor model of the vendor.model type), price,
 * oldprice (kept only when higher than the price), categoryId, pictures (URLs kept as given), vendor,
 * vendorCode (the article), description, params (Габариты/Ширина/Глубина/Высота, Материал, Цвет) and stock:
 * `count` when given, else 1 for an available offer and 0 for `available="false"`.
 */
export async function readYml(input: AsyncIterable<string | Buffer> | Iterable<string | Buffer>, sink: CatalogSink): Promise<void> {
  let sawRoot = false;
  const categoryNames = new Map<string, string>();
  await streamXml(input, {
    isRecord: (path) =>
      path.length === 4 &&
      path[1] === "shop" &&
      ((path[2] === "categories" && path[3] === "category") || (path[2] === "offers" && path[3] === "offer")),
    open(name, _attrs, path) {
      if (path.length === 1) {
        if (name !== "yml_catalog") throw new ImportRefused(IMPORT_MESSAGES.notYml);
        sawRoot = true;
      }
    },
    async record(node) {
      if (node.name === "category") {
        const id = node.attrs.id?.trim();
        const name = node.text.trim();
        if (!id || !name) return;
        categoryNames.set(id, name);
        const parentName = categoryNames.get(node.attrs.parentId?.trim() ?? "");
        await sink.section({ externalId: id, name, ...(parentName ? { parentName } : {}) });
      } else {
        const record = offer(node, sink);
        if (record) await sink.good(record);
      }
    },
  });
  if (!sawRoot) throw new ImportRefused(IMPORT_MESSAGES.notYml);
}

function offer(node: XmlNode, sink: CatalogSink): GoodRecord | null {
  const id = node.attrs.id?.trim();
  if (!id) {
    sink.rowError(node.line, IMPORT_MESSAGES.noArticle);
    return null;
  }
  const modelName = [textOf(node, "typePrefix"), textOf(node, "vendor"), textOf(node, "model")].filter(Boolean).join(" ");
  const record: GoodRecord = { externalId: id, line: node.line, name: textOf(node, "name") || modelName || undefined };
  const priceText = textOf(node, "price") ?? "";
  const price = parseRoubles(priceText);
  if (price !== null) record.price = price;
  else if (priceText.trim()) sink.rowError(node.line, IMPORT_MESSAGES.badPrice("price", priceText.trim()));
  const old = parseRoubles(textOf(node, "oldprice") ?? "");
  record.oldPrice = old !== null && record.price !== undefined && old > record.price ? old : null;
  const category = textOf(node, "categoryId");
  if (category) record.sectionExternalId = category;
  record.pictures = childrenOf(node, "picture")
    .map((p) => p.text.trim())
    .filter(Boolean);
  const vendor = textOf(node, "vendor");
  if (vendor) record.vendor = vendor;
  const sku = textOf(node, "vendorCode");
  if (sku) record.sku = sku;
  const description = textOf(node, "description");
  if (description !== undefined) record.description = description;
  for (const param of childrenOf(node, "param")) applyProperty(record, param.attrs.name ?? "", param.text, param.attrs.unit);
  const count = parseNumber(textOf(node, "count") ?? "");
  record.stock = count !== null ? Math.max(0, Math.floor(count)) : node.attrs.available === "false" ? 0 : 1;
  // YML's `available="false"` is «под заказ»; the offer's own delivery term is its lead time.
  if (node.attrs.available === "false" || node.attrs.available === "true") record.madeToOrder = node.attrs.available === "false";
  const term = childrenOf(childOf(node, "delivery-options") ?? node, "option")[0]?.attrs.days;
  const days = term ? parseLeadDays(term) : null;
  if (days) record.leadDays = days;
  return record;
}
