import type { GoodRecord } from "./records";

/**
 * Named properties of a good as feeds write them (1C's ЗначенияСвойств and реквизиты, YML's param, CSV columns)
 * into our fields: material, colour, maker and dimensions in centimetres. Dimensions come one by one (Ширина, Глубина,
 * Высота) or together as «Габариты» / «Размеры» W×D×H, in centimetres unless a unit (мм, см, м) is given
 * in the unit attribute or the property's name («Ширина, мм»).
 */
const DIMENSION = { ширина: "width", глубина: "depth", высота: "height" } as const;
const COMBINED = new Set(["габариты", "размеры", "размер"]);
/** The names a good's maker goes by (YML's vendor, 1C's property «Производитель»). */
const MAKER = new Set(["производитель", "изготовитель", "бренд", "торговая марка"]);

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
  else if (key in DIMENSION) {
    const n = parseNumber(text);
    if (n !== null) record[DIMENSION[key as keyof typeof DIMENSION]] = centimetres(n, unit);
  } else if (COMBINED.has(key)) {
    const parts = text.split(/\s*[x×х*]\s*/i).map(parseNumber);
    if (parts.length === 3 && parts.every((p) => p !== null)) {
      [record.width, record.depth, record.height] = parts.map((p) => centimetres(p!, unit));
    }
  }
}
