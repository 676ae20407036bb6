import type { IndexedDoc } from "./indexer";

/** What of a good search reads. */
export interface SearchableGood {
  id: number;
  name: string;
  variant_label?: string | null;
  color_title: string;
  material_title: string;
  vendor: string | null;
  sku: string;
  description: string;
}

/**
 * A good's search document: its name weighs most, then its section's name, then colour, material, maker and
 * article, then the description. `extra` adds words to the colour line (the seed's material adjectives).
 */
export function goodSearchDoc(good: SearchableGood, sectionName: string, extra = ""): IndexedDoc {
  return {
    type: "good",
    id: good.id,
    fields: [
      { text: `${good.name} ${good.variant_label ?? ""}`, weight: 10 },
      { text: sectionName, weight: 6 },
      { text: `${good.color_title} ${good.material_title} ${extra} ${good.vendor ?? ""} ${good.sku}`, weight: 3 },
      { text: good.description, weight: 1 },
    ],
  };
}
