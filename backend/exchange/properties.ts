import type { GoodRecord } from "./records";

/**
 * Named properties of a good as feeds write them (1C's ЗначенияСвойств and реквизиты, YML's param, CSV columns)
 * into our fields: material, colour, maker, made to order and its days, and dimensions in centimetres. Dimensions come one by one (Ширина, Глубина,
 * Высота) or together as «Габариты» / «Размеры» W×D×H, in centimetres unless a unit (мм, см, м) is given
 * in the unit attribute or the property's name («Ширина, мм»).
 */
const DIMENSION = { ширина: "width", глубина: "depth", высота: "height" } as const;
const COMBINED = new Set(["габариты", "размеры", "размер"]);
/** The names a good's maker goes by (YML's vendor, 1C's property «Производитель»). */
const MAKER = new Set(["производитель", "изготовитель", "бренд", "торговая марка"]);

/** Names of a property saying whether a good is made to order («Под заказ»: да / нет, «Наличие»: под заказ / в наличии). */
const MADE_TO_ORDER = new Set(["под заказ", "наличие", "изготовление под заказ"]);
/** Names of a property giving the days a good takes («Срок изготовления»: 21–28 дней). */
const LEAD_DAYS = new Set(["срок изготовления", "срок поставки", "срок отгрузки", "срок, дней", "срок"]);

/** «да», «под заказ» → true; «нет», «в наличии» → false; anything else null. */
export function parseMadeToOrder(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (/^(да|true|1|под заказ|на заказ)$/.test(value)) return true;
  if (/^(нет|false|0|в наличии|есть|на складе)$/.test(value)) return false;
  return null;
}

/** «21–28», «21-28 дней», «3 дня», «3» → days; a range the wrong way round or past a year is null. */
export function parseLeadDays(text: string): { min: number; max: number } | null {
  const match = /^(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?(?:\s*(?:дн\.?|день|дня|дней|раб\.? дн(?:ей|я)?))?$/i.exec(text.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return max >= min && max <= 365 ? { min, max } : null;
}

export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/\s| /g, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const PER_CENTIMETRE: Record<string, number> = { мм: 0.1, см: 1, м: 100 };
/** A unit in the property's name: «Ширина, мм», «Высота (см)». */
const UNIT_IN_NAME = /\s*(?:,\s*|\()\s*(мм|см|м)\.?\)?\s*$/;

function centimetres(value: number, unit: string | undefined): number {
  return Math.round(value * (PER_CENTIMETRE[unit?.trim().toLowerCase() ?? "см"] ?? 1));
}

/** Sets the field a property names; unknown properties are left out. */
export function applyProperty(record: GoodRecord, name: string, value: string, givenUnit?: string): void {
  const lower = name.trim().toLowerCase();
  const unit = givenUnit ?? UNIT_IN_NAME.exec(lower)?.[1];
  const key = lower.replace(UNIT_IN_NAME, "").replace(/,.*$/, "");
  const text = value.trim();
  if (!text) return;
  if (key === "материал") record.material = text;
  else if (key === "цвет") record.color = text;
  else if (MAKER.has(key)) record.vendor = text;
  else if (MADE_TO_ORDER.has(lower)) {
    const made = parseMadeToOrder(text);
    if (made !== null) record.madeToOrder = made;
  } else if (LEAD_DAYS.has(lower) || LEAD_DAYS.has(key)) {
    const days = parseLeadDays(text);
    if (days) record.leadDays = days;
  } else if (key in DIMENSION) {
    const n = parseNumber(text);
    if (n !== null) record[DIMENSION[key as keyof typeof DIMENSION]] = centimetres(n, unit);
  } else if (COMBINED.has(key)) {
    const parts = text.split(/\s*[x×х*]\s*/i).map(parseNumber);
    if (parts.length === 3 && parts.every((p) => p !== null)) {
      [record.width, record.depth, record.height] = parts.map((p) => centimetres(p!, unit));
    }
  }
}
