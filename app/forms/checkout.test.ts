import { describe, expect, it } from "vitest";
import { checkoutSchema } from "./checkout";

const valid = {
  fio: "Иванов Иван",
  phone: "8 (916) 123-45-67",
  email: "ivan@example.ru",
  comment: "",
  delivery: "pvz",
  city: "Москва",
  pvz: "3",
  payment_id: "2",
  consent: "on",
  idempotency_key: "abcdefgh12345678",
};

function errors(input: Record<string, string>) {
  const result = checkoutSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("checkoutSchema", () => {
  it("accepts a pick-up order and normalises the phone (leading 8 → 7, non-digits dropped)", () => {
    const result = checkoutSchema.parse(valid);
    expect(result.phone).toBe("79161234567");
    expect(result.pvz).toBe(3);
    expect(result.payment_id).toBe(2);
  });
  it("asks for the field the chosen delivery needs", () => {
    expect(errors({ ...valid, pvz: "" })).toEqual({ pvz: "Выберите пункт выдачи" });
    expect(errors({ ...valid, delivery: "warehouse" })).toEqual({ warehouse_id: "Выберите склад" });
    expect(errors({ ...valid, delivery: "courier", city: "" })).toEqual({
      city: "Это поле обязательно",
      address: "Это поле обязательно",
    });
  });
  it("gives the spec's Russian messages", () => {
    const e = errors({ ...valid, fio: "", email: "nope", phone: "123", payment_id: "", consent: "" });
    expect(e.fio).toBe("Это поле обязательно");
    expect(e.email).toBe("Некорректный email");
    expect(e.phone).toMatch(/^Введите мобильный номер/);
    expect(e.payment_id).toBe("Выберите способ оплаты");
    expect(e.consent).toMatch(/согласие/);
  });
  it("refuses a missing idempotency key", () => {
    expect(Object.keys(errors({ ...valid, idempotency_key: "" }))).toEqual(["idempotency_key"]);
  });
});
