import { describe, expect, it } from "vitest";
import { generateModel } from "./goods";
import { goodDescription, withPreposition } from "./good-description";
import { SECTIONS } from "./catalog-data";
import { createRandom } from "./random";

describe("demo goods' descriptions", () => {
  it("put «со» before a heavy cluster and «с» elsewhere", () => {
    expect(withPreposition("скруглёнными формами")).toBe("со скруглёнными формами");
    expect(withPreposition("съёмными чехлами")).toBe("со съёмными чехлами");
    expect(withPreposition("строгими линиями")).toBe("со строгими линиями");
    expect(withPreposition("зеркальной дверью")).toBe("с зеркальной дверью");
    expect(withPreposition("мягкой посадкой")).toBe("с мягкой посадкой");
    expect(withPreposition("ящиками для белья")).toBe("с ящиками для белья");
  });

  it("speak of the one good, not of its category", () => {
    const text = goodDescription({
      name: "Диван «Сиена»",
      kind: "sofa",
      feature: "скруглёнными формами",
      color: "Графит",
      material: "Велюр",
      size: { width: 220, depth: 95, height: 85 },
    });
    expect(text).toContain("<p>Диван «Сиена» со скруглёнными формами — диван для гостиной");
    expect(text).toContain("Размеры: 220×95×85 см.");
    expect(text).not.toContain("диваны");
  });

  it("differ from good to good across the demo catalogue, with no «с» before a heavy cluster", () => {
    const random = createRandom(1);
    let id = 0;
    const goods = Array.from({ length: SECTIONS.length * 6 }, (_, index) => generateModel(random, index, () => ++id)).flat();
    const descriptions = goods.map((g) => String(g.description));
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const text of descriptions) expect(text).not.toMatch(/ с [сзшж][^аеёиоуыэюя]/i);
  });
});
