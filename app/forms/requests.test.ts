import { describe, expect, it } from "vitest";
import { formValidator } from "./form-validator";
import { customSizeConfirmSchema, customSizeSchema } from "./custom-size";
import { feedbackSchema } from "./feedback";
import { ideaSchema } from "./idea";
import { partnerSchema } from "./partner";
import { presentationSchema } from "./presentation";
import { projectSchema } from "./project";

const person = { fio: "Иванова Анна", phone: "8 (916) 123-45-67", email: "anna@example.ru", consent: "on", fax: "" };

async function errorsOf(schema: Parameters<typeof formValidator>[0], data: Record<string, string>) {
  const result = await formValidator(schema).validate(data);
  return result.error?.fieldErrors ?? {};
}

describe("request form schemas", () => {
  it.each([
    ["project", projectSchema, ["fio", "phone", "email", "comment"]],
    ["idea", ideaSchema, ["fio", "phone", "email", "idea_id"]],
    ["custom size", customSizeSchema, ["fio", "phone", "email", "good_id"]],
    ["partner", partnerSchema, ["fio", "phone", "email", "company", "city"]],
    ["feedback", feedbackSchema, ["fio", "phone", "email", "comment"]],
    ["presentation", presentationSchema, ["fio", "phone", "email"]],
  ] as const)("%s: an empty form says «Это поле обязательно» on exactly its required fields", async (_, schema, required) => {
    const errors = await errorsOf(schema, { consent: "on" });
    const requiredErrors = Object.entries(errors)
      .filter(([, message]) => message === "Это поле обязательно")
      .map(([field]) => field);
    expect(requiredErrors.sort()).toEqual([...required].sort());
  });

  it("refuses a bad e-mail with «Некорректный email»", async () => {
    expect((await errorsOf(projectSchema, { ...person, email: "anna@", comment: "Кухня" })).email).toBe("Некорректный email");
  });

  it("refuses a missing consent and a filled honeypot", async () => {
    const errors = await errorsOf(projectSchema, { ...person, consent: "", fax: "spam", comment: "Кухня" });
    expect(errors.consent).toBe("Необходимо согласие на обработку персональных данных");
    expect(errors.fax).toBeDefined();
  });

  it("normalises the phone and keeps the optional comment of the idea form optional", async () => {
    const result = await formValidator(ideaSchema).validate({ ...person, idea_id: "3" });
    expect(result.data).toMatchObject({ phone: "79161234567", comment: "", idea_id: "3", consent: true });
  });

  it("refuses a non-numeric product id", async () => {
    expect((await errorsOf(customSizeSchema, { ...person, good_id: "abc" })).good_id).toBe("Это поле обязательно");
  });

  it("upper-cases the confirmation code and wants 4 characters", async () => {
    const ok = await formValidator(customSizeConfirmSchema).validate({ code: "ab2c" });
    expect(ok.data?.code).toBe("AB2C");
    expect((await errorsOf(customSizeConfirmSchema, { code: "ab" })).code).toBe("Код состоит из 4 символов");
  });
});
