import { describe, expect, it } from "vitest";
import type { LiftKind } from "../db/schema-orders";
import type { PackageSize } from "../db/schema-services";
import {
  assemblyPiecePrice,
  defaultPackageSize,
  liftPiecePrice,
  priceServices,
  serviceFault,
  type ServiceGood,
  type ServiceSettings,
} from "./delivery-services";

const SETTINGS: ServiceSettings = {
  lift: {
    enabled: true,
    vat_code: 4,
    stairs_per_floor: { small: 5000, medium: 10000, large: 20000, bulky: 40000 },
    by_lift: { small: 10000, medium: 20000, large: 50000, bulky: 90000 },
    free_with_freight: false,
  },
  assembly: { enabled: true, vat_code: 5, by_kind: {} },
  removal: { enabled: true, vat_code: 6, price: 150000 },
  measuring: { enabled: true, vat_code: 1, price: 100000 },
};

describe("lift of one piece", () => {
  // size, floor, lift → kopecks
  const table: [PackageSize, number, LiftKind, number][] = [
    ["bulky", 7, "none", 240000],
    ["medium", 7, "none", 60000],
    ["small", 2, "none", 5000],
    ["bulky", 1, "none", 0],
    ["bulky", -1, "freight", 0],
    ["medium", 7, "passenger", 20000],
    ["small", 12, "passenger", 10000],
    ["large", 7, "passenger", 120000],
    ["bulky", 7, "passenger", 240000],
    ["bulky", 7, "freight", 90000],
    ["large", 20, "freight", 50000],
  ];
  it.each(table)("%s to floor %i, lift %s costs %i", (size, floor, lift, price) => {
    expect(liftPiecePrice(SETTINGS.lift, size, { floor, lift })).toBe(price);
  });

  it("is free with a freight lift when the shop says so, and still priced with a passenger one", () => {
    const free = { ...SETTINGS.lift, free_with_freight: true };
    expect(liftPiecePrice(free, "bulky", { floor: 9, lift: "freight" })).toBe(0);
    expect(liftPiecePrice(free, "bulky", { floor: 9, lift: "passenger" })).toBe(320000);
  });
});

describe("assembly of one piece", () => {
  const none = { price: null, percent: null };
  it.each([
    ["the good's own price", { price: 250000, percent: 50 }, { price: 1, percent: 1 }, 250000],
    ["the good's own percent, rounded to the kopeck", { price: null, percent: 7 }, { price: 1, percent: null }, 70701],
    ["the section's price", none, { price: 90000, percent: 10 }, 90000],
    ["the section's percent", none, { price: null, percent: 10 }, 101001],
    ["nothing set: not assembled", none, none, null],
    ["the good's zero: not assembled, whatever its section says", { price: 0, percent: null }, { price: 90000, percent: null }, null],
  ] as const)("takes %s", (_, own, section, price) => {
    expect(assemblyPiecePrice(1010010, [own, section])).toBe(price);
  });
});

describe("default package size", () => {
  it.each([
    ["sofa", 220, "bulky"],
    ["lamp", 180, "small"],
    ["chair", 50, "medium"],
    ["table", 160, "large"],
    ["shelf", 40, "small"],
    ["shelf", 100, "medium"],
    ["shelf", 150, "large"],
    ["shelf", 240, "bulky"],
  ] as const)("of a %s %i cm long is %s", (kind, longest, size) => {
    expect(defaultPackageSize(kind, { width: longest, depth: 10, height: 10 })).toBe(size);
  });
});

describe("an order's service lines", () => {
  // A bulky sofa assembled for 5 000 ₽, two medium chairs not assembled, one lamp assembled for 300 ₽.
  const goods: ServiceGood[] = [
    { id: 1, count: 1, size: "bulky", assembly: 500000 },
    { id: 2, count: 2, size: "medium", assembly: null },
    { id: 3, count: 1, size: "small", assembly: 30000 },
  ];
  const table: [
    string,
    { lift: boolean; assembly: number[]; removal: boolean; measuring: boolean },
    { floor: number | null; lift: LiftKind | "" },
    string,
  ][] = [
    ["nothing", { lift: false, assembly: [], removal: false, measuring: false }, { floor: 7, lift: "none" }, ""],
    // 6 floors × (40 000 + 2 × 10 000 + 5 000)
    ["lift to 7 without a lift", { lift: true, assembly: [], removal: false, measuring: false }, { floor: 7, lift: "none" }, "lift 390000×1 vat4"],
    // sofa by stairs 240 000, chairs 2 × 20 000 and lamp 10 000 by the lift
    [
      "lift to 7 in a passenger lift",
      { lift: true, assembly: [], removal: false, measuring: false },
      { floor: 7, lift: "passenger" },
      "lift 290000×1 vat4",
    ],
    [
      "lift to 7 in a freight lift",
      { lift: true, assembly: [], removal: false, measuring: false },
      { floor: 7, lift: "freight" },
      "lift 140000×1 vat4",
    ],
    ["lift to the first floor", { lift: true, assembly: [], removal: false, measuring: false }, { floor: 1, lift: "none" }, ""],
    [
      "assembly of sofa and lamp",
      { lift: false, assembly: [3, 1], removal: false, measuring: false },
      { floor: null, lift: "" },
      "assembly#1 500000×1 vat5, assembly#3 30000×1 vat5",
    ],
    [
      "removal and measuring",
      { lift: false, assembly: [], removal: true, measuring: true },
      { floor: null, lift: "" },
      "removal 150000×1 vat6, measuring 100000×1 vat1",
    ],
    [
      "everything",
      { lift: true, assembly: [1], removal: true, measuring: true },
      { floor: 3, lift: "none" },
      "lift 130000×1 vat4, assembly#1 500000×1 vat5, removal 150000×1 vat6, measuring 100000×1 vat1",
    ],
  ];
  it.each(table)("for %s", (_, choice, building, expected) => {
    const lines = priceServices(SETTINGS, choice, goods, building);
    const text = lines
      .map((line) => `${line.code}${line.good_id ? `#${line.good_id}` : ""} ${line.price}×${line.count} vat${line.vat_code}`)
      .join(", ");
    expect(text).toBe(expected);
  });

  it("counts assembly by the good's pieces", () => {
    const lines = priceServices(SETTINGS, { lift: false, assembly: [1], removal: false, measuring: false }, [{ ...goods[0], count: 3 }], {
      floor: null,
      lift: "",
    });
    expect(lines).toEqual([{ code: "assembly", good_id: 1, price: 500000, count: 3, vat_code: 5 }]);
  });
});

describe("a choice the order cannot take", () => {
  const goods: ServiceGood[] = [{ id: 1, count: 1, size: "bulky", assembly: null }];
  const none = { lift: false, assembly: [], removal: false, measuring: false };
  it.each([
    ["nothing chosen, pick-up", none, false, { floor: null, lift: "" }, null],
    ["removal with pick-up", { ...none, removal: true }, false, { floor: null, lift: "" }, "services_need_courier"],
    ["lift without a floor", { ...none, lift: true }, true, { floor: null, lift: "none" }, "lift_floor_missing"],
    ["lift without saying the lift", { ...none, lift: true }, true, { floor: 5, lift: "" }, "lift_kind_missing"],
    ["assembly of a good not assembled", { ...none, assembly: [1] }, true, { floor: null, lift: "" }, "service_unavailable"],
    ["assembly of a good not in the cart", { ...none, assembly: [9] }, true, { floor: null, lift: "" }, "service_unavailable"],
    ["lift to floor 5 with a lift", { ...none, lift: true }, true, { floor: 5, lift: "passenger" }, null],
  ] as const)("%s", (_, choice, courier, building, fault) => {
    expect(serviceFault(SETTINGS, { ...choice, assembly: [...choice.assembly] }, goods, courier, building)).toBe(fault);
  });

  it("refuses a service the shop has switched off", () => {
    const off = { ...SETTINGS, removal: { ...SETTINGS.removal, enabled: false } };
    expect(serviceFault(off, { ...none, removal: true }, goods, true, { floor: null, lift: "" })).toBe("service_unavailable");
  });
});
