import { describe, expect, it } from "vitest";
import { checkoutSchema, deliveryChoice, deliveryChoiceValue, findDelivery } from "./checkout";

const valid = {
  fio: "Иванов Иван",
  phone: "8 (916) 123-45-67",
  email: "ivan@example.ru",
  comment: "",
  delivery: "pvz-1",
  city: "Москва",
  pvz: "3",
  payment_id: "2",
  consent: "on",
  idempotency_key: "abcdefgh12345678",
};

function errors(input: Record<string, string | string[]>) {
  const result = checkoutSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("checkoutSchema", () => {
  it("accepts a pick-up order and normalises the phone (leading 8 → 7, non-digits dropped)", () => {
    const result = checkoutSchema.parse(valid);
    expect(result.phone).toBe("79161234567");
    expect(result.pvz).toBe(3);
    expect(result.payment_id).toBe(2);
    expect(result.delivery).toEqual({ kind: "pvz", id: 1 });
  });
  it("asks for the field the chosen delivery needs", () => {
    expect(errors({ ...valid, pvz: "" })).toEqual({ pvz: "Выберите пункт выдачи" });
    expect(errors({ ...valid, delivery: "warehouse-2" })).toEqual({ warehouse_id: "Выберите склад" });
    expect(errors({ ...valid, delivery: "courier-3", city: "" })).toEqual({
      city: "Это поле обязательно",
      address: "Это поле обязательно",
    });
  });
  it("takes the courier's flat, entrance, floor, intercom and lift, the floor a whole number in bounds", () => {
    const courier = { ...valid, delivery: "courier-3", address: "ул. Ленина, д. 7" };
    const parsed = checkoutSchema.parse({ ...courier, address_floor: " -1 ", address_lift: "freight", address_flat: "12" });
    expect([parsed.address_floor, parsed.address_lift, parsed.address_flat, parsed.address_entrance]).toEqual(["-1", "freight", "12", ""]);
    expect(errors({ ...courier, address_floor: "пятый" })).toEqual({ address_floor: "Укажите этаж числом" });
    expect(errors({ ...courier, address_floor: "500" })).toEqual({ address_floor: "Укажите этаж числом" });
    expect(checkoutSchema.parse({ ...courier, address_lift: "escalator" }).address_lift).toBe("");
  });
  it("takes the courier's services as lists, refuses an unknown one, and asks lift for the floor and the lift", () => {
    const courier = { ...valid, delivery: "courier-3", address: "ул. Ленина, д. 7", address_floor: "7", address_lift: "none" };
    const parsed = checkoutSchema.parse({ ...courier, services: ["lift", "removal"], assembly: ["5", "12"] });
    expect([parsed.services, parsed.assembly]).toEqual([
      ["lift", "removal"],
      [5, 12],
    ]);
    expect(checkoutSchema.parse({ ...courier, services: "measuring" }).services).toEqual(["measuring"]);
    expect(checkoutSchema.parse(courier)).toMatchObject({ services: [], assembly: [] });
    expect(errors({ ...courier, services: "teleport" })).toEqual({ services: "Выберите услуги из списка" });
    expect(errors({ ...courier, assembly: "0" })).toEqual({ assembly: "Выберите услуги из списка" });
    expect(errors({ ...courier, services: "lift", address_floor: "" })).toEqual({ address_floor: "Для подъёма укажите этаж" });
    expect(errors({ ...courier, services: "lift", address_lift: "" })).toEqual({ address_lift: "Для подъёма выберите, есть ли лифт" });
  });
  it("gives the spec's Russian messages", () => {
    const e = errors({ ...valid, fio: "", email: "nope", phone: "123", payment_id: "", consent: "" });
    expect(e.fio).toBe("Это поле обязательно");
    expect(e.email).toBe("Некорректный email");
    expect(e.phone).toMatch(/^Введите мобильный номер/);
    expect(e.payment_id).toBe("Выберите способ оплаты");
    expect(e.consent).toMatch(/согласие/);
  });
  it("reads the delivery as «kind-id» and asks to choose one for anything else", () => {
    expect(checkoutSchema.parse({ ...valid, delivery: "courier-7", address: "ул. Ленина, 5" }).delivery).toEqual({ kind: "courier", id: 7 });
    for (const delivery of ["", "courier", "7", "courier-", "courier-0", "courier-07", "post-7", "courier-7-8", "courier-1234567890"]) {
      expect(errors({ ...valid, delivery }), delivery).toEqual({ delivery: "Выберите способ доставки" });
    }
  });
  it("refuses a missing idempotency key", () => {
    expect(Object.keys(errors({ ...valid, idempotency_key: "" }))).toEqual(["idempotency_key"]);
  });
});

describe("a delivery choice", () => {
  const ways = [
    { id: 1, code: "pvz" as const, price: 0 },
    { id: 7, code: "courier" as const, price: 1490 },
    { id: 8, code: "courier" as const, price: 2990 },
  ];
  const pick = (value: string) => findDelivery(ways, deliveryChoice.safeParse(value).data);

  it("names each way apart, also two of one kind", () => {
    expect(ways.map(deliveryChoiceValue)).toEqual(["pvz-1", "courier-7", "courier-8"]);
    expect(pick("courier-8")).toBe(ways[2]);
    expect(pick("courier-7")).toBe(ways[1]);
  });
  it("finds a way only by its id and its kind together: an unknown, hidden or mismatched one is none", () => {
    expect(pick("courier-9")).toBeUndefined();
    expect(pick("pvz-8")).toBeUndefined();
    expect(pick("courier")).toBeUndefined();
  });
});
