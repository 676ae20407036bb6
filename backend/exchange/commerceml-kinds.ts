import { IMPORT_MESSAGES } from "./messages";
import { childOf, childrenOf, textOf, type XmlNode } from "./xml-stream";

/**
 * What a CommerceML `Товар` is beyond its card: whether it is a service rather than a good, and who made it.
 * 1C keeps services (delivery, assembly, payment fees, gift certificates) in the same Номенклатура as goods and
 * sends them in the same Каталог; the shop sells none of them as goods.
 */

/** The kinds of номенклатура that are not goods, lower case without spaces («Подарочный сертификат»). */
const NOT_GOODS = new Set(["услуга", "услуги", "работа", "работы", "подарочныйсертификат", "сертификат"]);
/** The elements and requisites that name the kind (УТ, УНФ, Бухгалтерия write one or another). */
const KIND_NAMES = ["ТипНоменклатуры", "ВидНоменклатуры", "ВидТовара"];
/** The id our own orders give their delivery line, which 1C may send back as номенклатура. */
const DELIVERY_LINE = "ORDER_DELIVERY";
const YES = new Set(["true", "1", "да"]);

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/** The value of a requisite (ЗначенияРеквизитов/ЗначениеРеквизита) by its name, if the good has it. */
function requisite(node: XmlNode, name: string): string | undefined {
  const found = childrenOf(childOf(node, "ЗначенияРеквизитов") ?? node, "ЗначениеРеквизита").find((r) => textOf(r, "Наименование") === name);
  return found && textOf(found, "Значение");
}

/** Whether a `Товар` is a service: `<Услуга>true</Услуга>`, a kind «Услуга» / «Работа» / a gift certificate, or our delivery line. */
export function isService(node: XmlNode): boolean {
  if (textOf(node, "Ид") === DELIVERY_LINE) return true;
  const flag = textOf(node, "Услуга");
  if (flag !== undefined && YES.has(flag.toLowerCase())) return true;
  return KIND_NAMES.some((name) => {
    const kind = textOf(node, name) ?? requisite(node, name);
    return kind !== undefined && NOT_GOODS.has(compact(kind));
  });
}

/**
 * The maker of a good: `Изготовитель` (2.05+: Ид, Наименование) or `Производитель`, either with a Наименование
 * or as plain text. Undefined when the file names none (a property «Производитель» is read with the others).
 */
export function makerOf(node: XmlNode): string | undefined {
  for (const name of ["Изготовитель", "Производитель"]) {
    const element = childOf(node, name);
    if (!element) continue;
    const text = element.children.length ? (textOf(element, "Наименование") ?? textOf(element, "ОфициальноеНаименование")) : element.text.trim();
    if (text) return text;
  }
  return undefined;
}

/** The parts of a CommerceML 2 file that hold what the shop imports. */
const CATALOGUE_AREAS = ["Классификатор", "Каталог", "ПакетПредложений", "ИзмененияПакетаПредложений"];

/**
 * Why a file in which not one record was read cannot be imported: it has none of the parts the shop reads.
 * Null for a file that is simply empty (a package of no changes).
 */
export function unreadFileReason(areas: ReadonlySet<string>): string | null {
  return CATALOGUE_AREAS.some((area) => areas.has(area)) ? null : IMPORT_MESSAGES.nothingToImport;
}
