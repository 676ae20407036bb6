import { describe, expect, it } from "vitest";
import { drawGood, drawScene, type Kind } from "./index";
import { chooseParts } from "./design";

const KINDS: Kind[] = ["sofa", "armchair", "table", "chair", "wardrobe", "bed", "chest", "lamp"];
/** The markup without colours, titles and sizes: what is left is the shape. */
const shapeOf = (svg: string) => svg.replace(/#[0-9a-f]{6,8}/gi, "").replace(/<title>.*?<\/title>/, "");

describe("the parts a model is drawn with", () => {
  it("are different for every model within the product of the option counts", () => {
    const counts = [5, 5, 5, 3];
    const designs = Array.from({ length: 375 }, (_, m) => chooseParts(m, counts).join());
    expect(new Set(designs).size).toBe(375);
  });

  it("change in at least three of back, arms, legs and cushions between neighbouring sofas of the seeded catalogue (eight sections apart)", () => {
    for (let m = 1; m < 400; m += 8) {
      const [a, b] = [chooseParts(m, [5, 5, 5, 3]), chooseParts(m + 8, [5, 5, 5, 3])];
      expect(a.filter((part, i) => part !== b[i]).length, `models ${m} and ${m + 8}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("a good's drawing", () => {
  it("differs in shape between any two of twenty models of a kind, in the same colour and size", () => {
    for (const kind of KINDS) {
      const shapes = Array.from({ length: 20 }, (_, i) =>
        shapeOf(drawGood({ kind, color: "#8d8f94", model: 1 + i * 8, size: { width: 100, height: 80 } }, 1200, 900)),
      );
      expect(new Set(shapes).size, kind).toBe(20);
    }
  });

  it("is as wide as the good: a 320 cm sofa is drawn wider than a 160 cm one of the same model", () => {
    const widthOf = (cm: number) => {
      const svg = drawGood({ kind: "sofa", color: "#8d8f94", model: 5, size: { width: cm, height: 85 } }, 1200, 900);
      const xs = [...svg.matchAll(/<rect x="([\d.-]+)" y="[\d.-]+" width="([\d.]+)"/g)]
        .slice(2)
        .map((m) => [Number(m[1]), Number(m[1]) + Number(m[2])]);
      return Math.max(...xs.map(([, right]) => right)) - Math.min(...xs.map(([left]) => left));
    };
    expect(widthOf(320)).toBeGreaterThan(widthOf(160) + 200);
  });

  it("is deterministic, and its second photo puts the good in a room", () => {
    const piece = { kind: "bed" as const, color: "#3c5a88", model: 14 };
    expect(drawGood(piece, 1200, 900)).toBe(drawGood(piece, 1200, 900));
    const room = drawGood(piece, 1200, 900, 2);
    for (const part of ["window", "floor", "bed"]) expect(room).toContain(`data-part="${part}"`);
  });
});

describe("an interior", () => {
  const pieces = [
    { kind: "sofa" as const, color: "#8d8f94", model: 3 },
    { kind: "armchair" as const, color: "#c0674a", model: 10 },
    { kind: "lamp" as const, color: "#c89b2c", model: 4 },
  ];

  it("has walls, a floor, a window and the furniture it is given", () => {
    const svg = drawScene({ room: 1, view: 1, pieces }, 1200, 800);
    for (const part of ["window", "floor", "rug", "sofa", "armchair", "lamp"]) expect(svg).toContain(`data-part="${part}"`);
  });

  it("differs between rooms and between views of one room", () => {
    const pictures = [1, 2, 3, 4, 5, 6].flatMap((room) => [1, 2, 3].map((view) => drawScene({ room, view, pieces }, 1200, 800)));
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
