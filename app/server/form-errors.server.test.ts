import { describe, expect, it } from "vitest";
import type { ApiFail } from "./api/client.server";
import { fieldErrorsFrom, refuseStaleEdit, refuseWrite } from "./form-errors.server";

const lead = { shown: ["fio", "phone"], fallback: "Не удалось отправить заявку" };

describe("fieldErrorsFrom: a lead form (the form error when needed)", () => {
  it("puts a field's message on that field", () => {
    expect(fieldErrorsFrom({ fields: { phone: "Номер не обслуживается" }, text: "Проверьте поля" }, lead)).toEqual({
      phone: "Номер не обслуживается",
    });
  });

  it("gathers messages of fields the form does not show into the form error", () => {
    expect(fieldErrorsFrom({ fields: { "g-recaptcha-code": "Проверка не пройдена" }, text: "Заявка отклонена" }, lead)).toEqual({
      _form: "Заявка отклонена. Проверка не пройдена",
    });
  });

  it("shows the backend's sentence, else the caller's, when there are no field errors", () => {
    expect(fieldErrorsFrom({ fields: {}, text: "Слишком много заявок" }, lead)).toEqual({ _form: "Слишком много заявок" });
    expect(fieldErrorsFrom({ fields: {}, text: null }, lead)).toEqual({ _form: "Не удалось отправить заявку" });
  });

  it("puts the sentence on the one field of a one-field form, keeping that field's own message", () => {
    const code = { shown: ["code"], fallback: "Неверный код", formErrorField: "code" };
    expect(fieldErrorsFrom({ fields: {}, text: "Код устарел" }, code)).toEqual({ code: "Код устарел" });
    expect(fieldErrorsFrom({ fields: { code: "Неверный код" }, text: "Проверьте поля" }, code)).toEqual({ code: "Неверный код" });
  });
});

describe("fieldErrorsFrom: a back-office save (the form's own words for a taken address)", () => {
  const good = { shown: ["name", "handle"], texts: { handle: "Этот адрес уже занят: придумайте другой" }, fallback: "Не удалось сохранить" };

  it("says the form's own text on a field it names, and the backend's on the others", () => {
    const refusal = { fields: { handle: "Адрес занят", name: "Слишком длинное" }, text: "Проверьте поля" };
    expect(fieldErrorsFrom(refusal, good)).toEqual({ handle: "Этот адрес уже занят: придумайте другой", name: "Слишком длинное" });
  });
});

describe("fieldErrorsFrom: the checkout (the form error always, backend names renamed)", () => {
  const checkout = {
    shown: ["fio", "delivery"],
    rename: { delivery_id: "delivery" },
    fallback: "Не удалось оформить заказ",
    formError: "always" as const,
  };

  it("renames the backend's field and still sets the sentence for the error modal", () => {
    expect(fieldErrorsFrom({ fields: { delivery_id: "Выберите доставку" }, text: "Проверьте заказ" }, checkout)).toEqual({
      delivery: "Выберите доставку",
      _form: "Проверьте заказ",
    });
  });

  it("without a sentence, the first message of a field the form does not show, else the fallback", () => {
    expect(fieldErrorsFrom({ fields: { cart: "Корзина пуста", key: "Ключ устарел" }, text: null }, checkout)).toEqual({ _form: "Корзина пуста" });
    expect(fieldErrorsFrom({ fields: { fio: "Укажите имя" }, text: null }, checkout)).toEqual({
      fio: "Укажите имя",
      _form: "Не удалось оформить заказ",
    });
  });
});

describe("refuseStaleEdit: a back-office save refused as changed meanwhile", () => {
  const sent = { formId: "good-5", submittedData: { description: "Новое описание", version: "old-version" } };
  const read = async (response: Response) =>
    (await response.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, unknown>; formId: string };

  it("names who and when (Moscow time), links the record, and gives back what was typed with the current version", async () => {
    const response = refuseStaleEdit(
      sent,
      { version: "new-version", changedBy: "Олег (oleg@shop.test)", changedAt: "2026-11-24T11:05:00.000Z" },
      "/admin/goods/5",
    );
    expect(response.status).toBe(409);
    const body = await read(response);
    expect(body.formId).toBe("good-5");
    expect(body.fieldErrors._form).toMatch(
      /^Пока вы редактировали, это изменил\(а\) Олег \(oleg@shop\.test\) 24\.11\.2026, 14:05\. Ваши правки не сохранены/,
    );
    expect(body.fieldErrors._conflict).toBe("/admin/goods/5");
    expect(body.repopulateFields).toEqual({ description: "Новое описание", version: "new-version" });
  });

  it("says it without a name or a time when the audit log does not know them", async () => {
    const body = await read(refuseStaleEdit(sent, { version: "v", changedBy: null, changedAt: null }, "/admin/settings"));
    expect(body.fieldErrors._form).toMatch(/^Пока вы редактировали, это изменили\. Ваши правки/);
  });
});

describe("refuseWrite: a back-office write the backend refused", () => {
  const sent = { formId: "promo-1", submittedData: { code: "ЛЕТО", version: "v1" }, data: { code: "ЛЕТО", version: "v1" } };
  const refused = (fail: Partial<ApiFail>): ApiFail => ({
    status: 400,
    unavailable: false,
    text: null,
    form: [],
    fields: {},
    retryIn: null,
    ...fail,
  });
  const read = async (response: Response) => (await response.json()) as { fieldErrors: Record<string, string> };

  it("answers a stale edit of a known record as one", async () => {
    const conflict = { version: "v2", changedBy: null, changedAt: null };
    const response = refuseWrite(sent, refused({ status: 409, conflict }), "/admin/promo/1");
    expect(response.status).toBe(409);
    expect((await read(response)).fieldErrors._conflict).toBe("/admin/promo/1");
  });

  it("puts the backend's messages next to the fields, in the form's own words where it has them", async () => {
    const fail = refused({ text: "Проверьте поля", form: ["Проверьте поля"], fields: { code: "Занят" } });
    const body = await read(refuseWrite(sent, fail, null, { texts: { code: "Такой промокод уже есть" } }));
    expect(body.fieldErrors).toEqual({ code: "Такой промокод уже есть" });
  });

  it("says the save failed when the backend could not answer, with the status asked for", async () => {
    const response = refuseWrite(sent, refused({ status: 503, unavailable: true }), "/admin/promo/1", { status: 503 });
    expect(response.status).toBe(503);
    expect((await read(response)).fieldErrors._form).toBe("Не удалось сохранить. Обновите страницу и попробуйте ещё раз");
  });
});
