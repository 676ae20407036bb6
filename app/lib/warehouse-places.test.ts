import { describe, expect, it } from "vitest";
import { warehouseAddress, warehousesIn } from "./warehouse-places";

describe("warehouse places", () => {
  const moscow = { id: 1, city: "Москва", address: "Москва, Варшавское шоссе, 170Г" };
  const spb = { id: 2, city: "Санкт-Петербург", address: "ул. Домостроительная, 14" };

  it("names the city once", () => {
    expect(warehouseAddress(moscow)).toBe("Москва, Варшавское шоссе, 170Г");
    expect(warehouseAddress(spb)).toBe("Санкт-Петербург, ул. Домостроительная, 14");
  });

  it("lists only the chosen city's warehouses", () => {
    expect(warehousesIn([moscow, spb], "Москва")).toEqual([moscow]);
    expect(warehousesIn([moscow, spb], "Казань")).toEqual([]);
  });
});
