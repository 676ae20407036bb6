import { describe, expect, it } from "vitest";
import { goodInputSchema, sectionInputSchema } from "../services/admin/catalog-input";
import { validateRecord } from "./backoffice-fields";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { MSG_CHECK_FIELDS } from "./body";
import { HttpError } from "./respond";

/** The refusal `validateRecord` throws for `input`, or null when it parses. */
function refusal(schema: Parameters<typeof validateRecord>[0], input: unknown): HttpError | null {
  try {
    validateRecord(schema, input);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe("a body parsed with the services' schema of a record", () => {
  it("refuses every field of a good that is missing or does not fit with the back office's Russian text", () => {
    const refused = refusal(goodInputSchema, { price: "дорого", handle: "Плохой адрес", model_id: "abc", sku: "x".repeat(65) });
    expect(refused?.status).toBe(422);
    expect(refused?.text).toBe(MSG_CHECK_FIELDS);
    const fields = refused?.fields ?? {};
    // The texts left out (name, material, …) were refused with zod's English «Required».
    for (const field of ["name", "handle", "section_id", "sku", "price", "stock", "width", "material", "description", "model_id", "variant_label"])
      expect(fields[field], field).toBe(MSG_VALUE_INVALID);
  });

  it("gives the service a good with an empty old price and label as none, and a section as typed", () => {
    const texts = { sku: "", material: "", color: "", description: "", variant_label: "" };
    const numbers = { section_id: "3", price: "12990", old_price: "", stock: "4", width: 60, depth: 60, height: 45 };
    const good = validateRecord(goodInputSchema, { name: " Пуф ", handle: "puf", ...texts, ...numbers, model_id: "own", hidden: "on" });
    expect(good).toMatchObject({ name: "Пуф", section_id: 3, price: 12990, old_price: null, variant_label: null, model_id: "own", hidden: true });
    expect(good.made_to_order).toBeUndefined();
    expect(refusal(sectionInputSchema, { name: "Пуфы", handle: "pufy", sort: "5" })).toBeNull();
    expect(refusal(sectionInputSchema, { name: "", handle: "pufy", sort: "100001" })?.fields).toEqual({
      name: MSG_VALUE_INVALID,
      sort: MSG_VALUE_INVALID,
    });
  });
});
