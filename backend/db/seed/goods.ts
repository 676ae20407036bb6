import type { Insertable } from "kysely";
import type { GoodsTable } from "../schema-catalog";
import { COLLECTIONS, COLORS, FEATURES, MATERIALS, SECTIONS, type SectionSpec } from "./catalog-data";
import { goodDescription } from "./good-description";
import type { Random } from "./random";
import { slugify } from "../../catalog/translit";
import { kopecksOfRoubles } from "../../shop/money";

const SOFT = ["grey", "beige", "graphite", "olive", "terracotta", "blue", "green", "mustard"];
const WOOD = ["oak", "walnut", "white", "black"];
const LAMP = ["black", "white", "oak", "mustard", "green"];
const WOODEN_MATERIALS = new Set(["oak", "ash", "veneer", "mdf", "ceramic", "glass", "metal"]);
const BASE_DATE = Date.UTC(2026, 10, 1);

/** Prices end in 990 roubles, as shops price them. */
function shopPrice(roubles: number): number {
  return Math.max(990, Math.round(roubles / 1000) * 1000 - 10);
}

function palette(section: SectionSpec, material: string): string[] {
  if (section.kind === "lamp") return LAMP;
  return WOODEN_MATERIALS.has(material) ? WOOD : SOFT;
}

function stockFor(random: Random): number {
  const roll = random.next();
  if (roll < 0.12) return 0;
  if (roll < 0.27) return random.int(1, 3);
  return random.int(4, 40);
}

/** Making days of goods made to order, by kind: upholstered and cabinet furniture takes longest. */
const MAKING_DAYS: Partial<Record<SectionSpec["kind"], [number, number]>> = {
  sofa: [21, 28],
  bed: [14, 21],
  wardrobe: [14, 28],
  armchair: [14, 21],
  table: [10, 14],
  chest: [10, 14],
  chair: [7, 14],
};
/** Kinds of which every third good is made to order even when some are in stock (the rest: those sold out). */
const MOSTLY_MADE = new Set<SectionSpec["kind"]>(["sofa", "bed", "wardrobe"]);

/**
 * A realistic mix, without drawing from the seed's random numbers (the rest of the demo stays as it was): a good
 * sold out is made to order (a sold-out lamp stays sold out), every third sofa, bed and wardrobe is too; a good in
 * stock ships in 1–3 working days.
 */
function leadOf(kind: SectionSpec["kind"], id: number, stock: number) {
  const making = MAKING_DAYS[kind];
  const made = making !== undefined && (stock === 0 || (MOSTLY_MADE.has(kind) && id % 3 === 0));
  if (made) return { made_to_order: 1, delivery_min: making[0], delivery_max: making[1] };
  const days = 1 + (id % 3);
  return { made_to_order: 0, delivery_min: stock > 0 ? days : 14, delivery_max: stock > 0 ? days : 30 };
}

/** The variant goods of model `index` (1–4 of them), ids from `nextId`. */
export function generateModel(random: Random, index: number, nextId: () => number): Insertable<GoodsTable>[] {
  const sectionIndex = index % SECTIONS.length;
  const section = SECTIONS[sectionIndex];
  const round = Math.floor(index / SECTIONS.length);
  const collection = COLLECTIONS[round % COLLECTIONS.length] + (round >= COLLECTIONS.length ? ` ${Math.floor(round / COLLECTIONS.length) + 1}` : "");
  const name = `${section.noun} «${collection}»`;
  const material = random.pick(section.materials);
  const basePrice = random.int(section.price[0], section.price[1]);
  const hasOldPrice = random.chance(0.25);
  const oldFactor = 1.15 + random.next() * 0.2;
  const width = random.int(section.width[0], section.width[1]);
  const depth = random.int(section.depth[0], section.depth[1]);
  const height = random.int(section.height[0], section.height[1]);
  const popularity = random.int(0, 1000);
  const created = new Date(BASE_DATE - random.int(0, 365) * 86400000).toISOString().slice(0, 10);
  const feature = random.pick(FEATURES[section.kind]);
  const variantCount = random.int(1, 4);
  const modelId = index + 1;

  const labels: { label: string; color: string; priceFactor: number; width: number; depth: number }[] = [];
  if (section.variants === "size" && section.sizes) {
    const color = random.pick(palette(section, material));
    section.sizes.slice(0, Math.min(variantCount, section.sizes.length)).forEach((size, i) => {
      const [w, d] = size.split("×").map(Number);
      const bed = section.kind === "bed";
      labels.push({ label: size, color, priceFactor: 1 + i * 0.15, width: bed ? w + 12 : w, depth: bed ? d + 15 : d });
    });
  } else {
    for (const color of random.sample(palette(section, material), variantCount)) {
      labels.push({ label: COLORS[color].title, color, priceFactor: 1, width, depth });
    }
  }

  return labels.map((variant, i) => {
    const id = nextId();
    const price = shopPrice(basePrice * variant.priceFactor);
    const stock = stockFor(random);
    const fullName = `${name} ${variant.label.toLowerCase()}`;
    return {
      id,
      model_id: modelId,
      section_id: sectionIndex + 1,
      handle: slugify(`${section.noun} ${collection} ${variant.label}`),
      name,
      variant_label: labels.length > 1 || section.variants === "color" ? variant.label : null,
      variant_title: section.variants === "size" ? "Размер" : "Цвет",
      sku: `${slugify(section.noun).slice(0, 2).toUpperCase()}-${1000 + modelId}-${i + 1}`,
      price: kopecksOfRoubles(price),
      old_price: hasOldPrice ? kopecksOfRoubles(shopPrice(price * oldFactor)) : null,
      stock,
      color: variant.color,
      color_title: COLORS[variant.color].title,
      material,
      material_title: MATERIALS[material],
      width: variant.width,
      depth: variant.depth,
      height,
      description: goodDescription({
        name,
        kind: section.kind,
        feature,
        color: COLORS[variant.color].title,
        material: MATERIALS[material],
        size: { width: variant.width, depth: variant.depth, height },
      }),
      images: JSON.stringify([1, 2].map((n) => ({ src: `/media/goods/${id}-${n}.svg`, width: 1200, height: 900, alt: `${fullName}, фото ${n}` }))),
      popularity: popularity + (i === 0 ? 50 : 0),
      created_at: created,
      ...leadOf(section.kind, id, stock),
    };
  });
}
