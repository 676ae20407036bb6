import { describe, expect, it } from "vitest";
import { adminSignInValidator } from "./admin-sign-in";
import { adminContentSchema } from "./admin-content";
import { cartIntentSchema } from "./cart";
import { fieldLimits } from "./form-validator";
import { projectValidator } from "./project";

/** A posted form as the action reads it. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("formValidator: a refused form gives back no more than its fields may hold", () => {
  it("cuts a megabyte e-mail to the field's 254 characters and keeps the schema's own message", async () => {
    const result = await adminSignInValidator.validate(posted({ email: "a".repeat(1_000_000), password: "x" }));
    expect(result.error?.fieldErrors.email).toBeTruthy();
    expect(result.submittedData.email).toBe("a".repeat(254));
    expect(JSON.stringify(result.submittedData).length).toBeLessThan(400);
  });

  it("gives back a field just over its limit cut to the limit, with the schema's message", async () => {
    const fields = { fio: "Анна", phone: "89161234567", email: "a@b.ru", consent: "on", comment: "ж".repeat(2001) };
    const result = await projectValidator.validate(posted(fields));
    expect(result.error?.fieldErrors.comment).toBe("Не более 2000 символов");
    expect(result.submittedData.comment).toBe("ж".repeat(2000));
    expect(result.submittedData.fio).toBe("Анна");
  });

  it("does not give back fields the form does not have, but keeps the form's id", async () => {
    const result = await adminSignInValidator.validate(posted({ __rvfInternalFormId: "admin-sign-in", email: "", junk: "x".repeat(100_000) }));
    expect(result.submittedData).toEqual({ __rvfInternalFormId: "admin-sign-in", email: "" });
    expect(result.formId).toBe("admin-sign-in");
  });

  it("accepts a value padded with spaces the schema trims away", async () => {
    const result = await adminSignInValidator.validate(posted({ email: `  staff@shop.test${" ".repeat(500)}`, password: "p" }));
    expect(result.error).toBeUndefined();
    expect(result.data?.email).toBe("staff@shop.test");
  });

  it("reads each field's limit through refinements, preprocessing and arrays", () => {
    const content = fieldLimits(adminContentSchema);
    expect(content.get("title")?.max).toBe(200);
    expect(content.get("handle")?.max).toBe(150);
    expect(content.get("text")?.max).toBe(200_000);
    expect(fieldLimits(cartIntentSchema).get("intent")?.max).toBeGreaterThan(0);
  });
});
