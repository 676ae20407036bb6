import { describe, expect, it, vi } from "vitest";

vi.mock("./api/requests.server", () => ({ sendLeadRequest: vi.fn() }));
vi.mock("./flash.server", () => ({ redirectWithFlash: vi.fn() }));

const { leadFields, mergeBackendErrors } = await import("./lead-form.server");

describe("mergeBackendErrors", () => {
  it("puts a field's message on that field", () => {
    expect(mergeBackendErrors({ fields: { phone: "Номер не обслуживается" }, text: "Проверьте поля" }, ["fio", "phone"])).toEqual({
      phone: "Номер не обслуживается",
    });
  });

  it("gathers messages of fields the form does not show into the form error", () => {
    expect(mergeBackendErrors({ fields: { "g-recaptcha-code": "Проверка не пройдена" }, text: "Заявка отклонена" }, ["fio"])).toEqual({
      _form: "Заявка отклонена. Проверка не пройдена",
    });
  });

  it("shows the text when there are no field errors", () => {
    expect(mergeBackendErrors({ fields: {}, text: "Слишком много заявок" }, ["fio"])).toEqual({ _form: "Слишком много заявок" });
  });
});

describe("leadFields", () => {
  it("sends consent as 1, the source as a full address, an empty honeypot and no empty values", () => {
    const data = { fio: "Анна", phone: "79161234567", comment: "", consent: true as const, fax: "", source: "/catalog?x=1" };
    expect(leadFields(data, "/catalog?x=1", "https://shop.example/request/project")).toEqual({
      fio: "Анна",
      phone: "79161234567",
      consent: "1",
      source: "https://shop.example/catalog?x=1",
      fax: "",
    });
  });
});
