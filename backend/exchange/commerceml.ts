import { isService, makerOf, unreadFileReason } from "./commerceml-kinds";
import { IMPORT_MESSAGES } from "./messages";
import { convertToKopecks, parseRoubles } from "../shop/money";
import { applyProperty, parseNumber } from "./properties";
import { ImportRefused, type CatalogSink, type GoodRecord } from "./records";
import { childOf, childrenOf, streamXml, textOf, type XmlNode } from "./xml-stream";

/**
 * CommerceML 2 (schema versions 2.05–2.10), the files 1C's «Обмен с сайтом» sends:
 * - import.xml: Классификатор/Группы (nested groups become sections of their own: our catalogue is one level),
 *   Классификатор/Свойства (Свойство, or СвойствоНоменклатуры of older files) with their ВариантыЗначений, and
 *   Каталог/Товары: Ид, Артикул, Наименование, Описание, Группы, Картинка (paths, kept as given), the maker
 *   (Изготовитель or Производитель), ЗначенияСвойств (a value is a Справочник value id or the text itself) and
 *   ЗначенияРеквизитов by name; a service among them (commerceml-kinds) is counted, never made a good;
 * - offers.xml (or prices.xml / rests.xml of 2.10): ПакетПредложений with ТипыЦен and Предложения: the price of
 *   the configured price type (by name; the first type when none is configured) and the stock: Остатки (2.08+,
 *   each Остаток's warehouses summed), else Количество (2.05–2.07), else Склад/@КоличествоНаСкладе summed.
 * An offer updates a good already imported. Its price is exact to the kopeck («28.50» stays 28,50 ₽) and must be
 * in roubles («руб», «RUB», «643») unless a Курс converts it; an offer without such a price (no price of the type,
 * another currency without a rate, a configured type the file lacks) is refused, reported and not imported, so a
 * good is never put on sale at 0 ₽. A file without price types (2.10's rests.xml) carries stock only. An offer
 * (or a good) whose `Ид` is «товар#характеристика» is a
 * variant of that good: its label is the values of its ХарактеристикиТовара («Серый, 160×200»), else the
 * parenthesised end of its name («Диван (серый)», as older files write it), and a Цвет or Материал among them
 * sets the variant's own. A full or a partial exchange (СодержитТолькоИзменения, ИзмененияПакетаПредложений)
 * reads the same way: only the listed offers change, nothing is deleted. The file is decoded as its XML
 * declaration says; CommerceML 3 is refused, and so is a file with nothing the shop reads.
 */
const ROOT = "КоммерческаяИнформация";

type Property = { name: string; values: Map<string, string> };
type PriceType = { id: string; name: string; currency?: string; rate?: string };

/** How 1C names the rouble: «руб», «руб.», «RUB», «RUR», the ОКВ code 643 (or none named). */
const ROUBLE = /^(руб\.?|рубль|rub|rur|643|)$/i;

export async function readCommerceMl(
  input: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
  sink: CatalogSink,
  options: { priceType?: string } = {},
): Promise<void> {
  const properties = new Map<string, Property>();
  const priceTypes: PriceType[] = [];
  let sawRoot = false;
  let missingTypeReported = false;
  const areas = new Set<string>();
  let records = 0;

  const wantedPriceType = () =>
    options.priceType ? priceTypes.find((t) => t.name.toLowerCase() === options.priceType!.toLowerCase()) : priceTypes[0];

  async function group(node: XmlNode, parentName?: string): Promise<void> {
    const id = textOf(node, "Ид");
    const name = textOf(node, "Наименование");
    if (id && name) await sink.section({ externalId: id, name, ...(parentName ? { parentName } : {}) });
    const subgroups = childOf(node, "Группы");
    for (const sub of subgroups ? childrenOf(subgroups, "Группа") : []) await group(sub, name);
  }

  function property(node: XmlNode): void {
    const id = textOf(node, "Ид");
    if (!id) return;
    const values = new Map<string, string>();
    for (const variant of childOf(node, "ВариантыЗначений")?.children ?? []) {
      const valueId = textOf(variant, "ИдЗначения");
      const value = textOf(variant, "Значение");
      if (valueId && value !== undefined) values.set(valueId, value);
    }
    properties.set(id, { name: textOf(node, "Наименование") ?? "", values });
  }

  function good(node: XmlNode): GoodRecord | null {
    const id = textOf(node, "Ид");
    if (!id) {
      sink.rowError(node.line, IMPORT_MESSAGES.noArticle);
      return null;
    }
    const record: GoodRecord = { externalId: id, line: node.line, name: textOf(node, "Наименование") };
    readCharacteristic(record, node);
    const sku = textOf(node, "Артикул");
    if (sku) record.sku = sku;
    const description = textOf(node, "Описание");
    if (description !== undefined) record.description = description;
    const groupId = childOf(node, "Группы") && textOf(childOf(node, "Группы")!, "Ид");
    if (groupId) record.sectionExternalId = groupId;
    const pictures = childrenOf(node, "Картинка")
      .map((p) => p.text.trim())
      .filter(Boolean);
    // A characteristic without pictures of its own shows its good's.
    if (pictures.length || !record.variantOf) record.pictures = pictures;
    for (const value of childrenOf(childOf(node, "ЗначенияСвойств") ?? node, "ЗначенияСвойства")) {
      const prop = properties.get(textOf(value, "Ид") ?? "");
      const raw = textOf(value, "Значение") ?? "";
      if (prop) applyProperty(record, prop.name, prop.values.get(raw) ?? raw);
    }
    for (const requisite of childrenOf(childOf(node, "ЗначенияРеквизитов") ?? node, "ЗначениеРеквизита")) {
      applyProperty(record, textOf(requisite, "Наименование") ?? "", textOf(requisite, "Значение") ?? "");
    }
    const maker = makerOf(node);
    if (maker) record.vendor = maker;
    return record;
  }

  function offer(node: XmlNode): GoodRecord | null {
    const id = textOf(node, "Ид");
    if (!id) return null;
    const record: GoodRecord = { externalId: id, line: node.line };
    readCharacteristic(record, node);
    if (priceTypes.length > 0 || childOf(node, "Цены")) {
      const type = wantedPriceType();
      if (!type) {
        if (!missingTypeReported)
          sink.rowError(
            null,
            IMPORT_MESSAGES.unknownPriceType(
              options.priceType ?? "",
              priceTypes.map((t) => t.name),
            ),
          );
        missingTypeReported = true;
        return null;
      }
      const price = offerPrice(node, type);
      if (typeof price === "string") {
        sink.rowError(node.line, price === "" ? IMPORT_MESSAGES.noPrice(id) : IMPORT_MESSAGES.foreignCurrency(id, price));
        return null;
      }
      record.price = price;
    }
    const stock = offerStock(node);
    if (stock !== null) record.stock = Math.max(0, Math.floor(stock));
    return record;
  }

  await streamXml(input, {
    isRecord: (path) => {
      const [, area, list, item] = path;
      if (path.length !== 4) return false;
      if (area === "Классификатор") return (list === "Группы" && item === "Группа") || (list === "Свойства" && /^Свойство/.test(item));
      if (area === "Каталог") return list === "Товары" && item === "Товар";
      // 2.08+ sends a partial offers package as ИзмененияПакетаПредложений, shaped as ПакетПредложений.
      if (area === "ПакетПредложений" || area === "ИзмененияПакетаПредложений")
        return (list === "ТипыЦен" && item === "ТипЦены") || (list === "Предложения" && item === "Предложение");
      return false;
    },
    open(name, attrs, path) {
      if (path.length === 1) {
        if (name !== ROOT) throw new ImportRefused(IMPORT_MESSAGES.notCommerceMl);
        sawRoot = true;
        // CommerceML 3 lays a catalogue out over several files the reader does not join: refused, not half read.
        if (Number.parseInt(attrs["ВерсияСхемы"] ?? "", 10) >= 3) throw new ImportRefused(IMPORT_MESSAGES.unsupportedVersion(attrs["ВерсияСхемы"]));
      } else if (path.length === 2) areas.add(name);
    },
    async record(node) {
      records++;
      if (node.name === "Группа") await group(node);
      else if (node.name.startsWith("Свойство")) property(node);
      else if (node.name === "ТипЦены")
        priceTypes.push({
          id: textOf(node, "Ид") ?? "",
          name: textOf(node, "Наименование") ?? "",
          currency: textOf(node, "Валюта"),
          rate: textOf(node, "Курс"),
        });
      else if (node.name === "Товар") {
        if (isService(node)) return sink.service({ externalId: textOf(node, "Ид") ?? "", line: node.line });
        const record = good(node);
        if (record) await sink.good(record);
      } else if (node.name === "Предложение") {
        const record = offer(node);
        if (record) await sink.offer(record);
      }
    },
  });
  if (!sawRoot) throw new ImportRefused(IMPORT_MESSAGES.notCommerceMl);
  const unread = records ? null : unreadFileReason(areas);
  if (unread) throw new ImportRefused(unread);
}

/**
 * Makes a record whose Ид is «товар#характеристика» a variant of the good; «товар#» (no characteristic) is the
 * good itself. A variant's name is its good's: the record's own («Диван (серый)») is dropped.
 */
function readCharacteristic(record: GoodRecord, node: XmlNode): void {
  const [goodId, characteristicId] = record.externalId.split("#", 2);
  if (characteristicId === undefined) return;
  if (!characteristicId) {
    record.externalId = goodId;
    return;
  }
  record.variantOf = goodId;
  const ownName = record.name ?? textOf(node, "Наименование");
  delete record.name;
  const pairs = childrenOf(childOf(node, "ХарактеристикиТовара") ?? node, "ХарактеристикаТовара")
    .map((c) => ({ name: textOf(c, "Наименование") ?? "", value: textOf(c, "Значение") ?? "" }))
    .filter((c) => c.value);
  if (pairs.length === 0) {
    const label = ownName && /\(([^()]+)\)\s*$/.exec(ownName)?.[1].trim();
    if (label) record.variantLabel = label;
    return;
  }
  record.variantLabel = pairs.map((c) => c.value).join(", ");
  const names = pairs.map((c) => c.name).filter(Boolean);
  if (names.length) record.variantTitle = names.join(", ");
  for (const c of pairs) applyProperty(record, c.name, c.value);
}

/**
 * The offer's price of `type` in kopecks; else why not: "" when it has none (or not a number with at most two
 * decimals), the currency's name when that is not the rouble and no Курс converts it.
 */
function offerPrice(node: XmlNode, type: PriceType): number | string {
  const price = childrenOf(childOf(node, "Цены") ?? node, "Цена").find((p) => textOf(p, "ИдТипаЦены") === type.id);
  const amount = price && textOf(price, "ЦенаЗаЕдиницу");
  if (!price || !amount) return "";
  const currency = (textOf(price, "Валюта") ?? type.currency ?? "").trim();
  const rate = textOf(price, "Курс") ?? type.rate;
  const kopecks = ROUBLE.test(currency) ? parseRoubles(amount) : rate ? convertToKopecks(amount, rate) : currency;
  return kopecks === null || kopecks === 0 ? "" : kopecks;
}

/** The stock an offer gives, or null when it gives none. */
function offerStock(node: XmlNode): number | null {
  const rests = childOf(node, "Остатки");
  if (rests) {
    // A rest is per warehouse (Склад with its Количество) or a total of its own: each counted once.
    const quantity = (n: XmlNode) => parseNumber(textOf(n, "Количество") ?? "") ?? 0;
    return childrenOf(rests, "Остаток").reduce((sum, rest) => {
      const stores = childrenOf(rest, "Склад");
      return sum + (stores.length ? stores.reduce((s, store) => s + quantity(store), 0) : quantity(rest));
    }, 0);
  }
  const quantity = textOf(node, "Количество");
  if (quantity !== undefined) return parseNumber(quantity);
  const stores = childrenOf(node, "Склад").filter((s) => s.attrs["КоличествоНаСкладе"] !== undefined);
  if (stores.length) return stores.reduce((sum, s) => sum + (parseNumber(s.attrs["КоличествоНаСкладе"]) ?? 0), 0);
  return null;
}
