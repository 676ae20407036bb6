import { beforeEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn();
vi.mock("./client.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./client.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));

const { confirmLeadRequest, sendLeadRequest } = await import("./requests.server");

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fields = { fio: "Анна", phone: "79161234567", email: "a@b.ru", consent: "1" };

describe("lead requests", () => {
  beforeEach(() => callApi.mockReset());

  it("sends urlencoded without files and returns the backend's text", async () => {
    callApi.mockResolvedValue(json(200, { result: "ok", message: { text: "Спасибо! Заявка принята" } }));
    const reply = await sendLeadRequest("project", { fields, files: [] }, "10.0.0.1");
    expect(reply).toEqual({ ok: true, text: "Спасибо! Заявка принята", confirmId: null });
    expect(callApi).toHaveBeenCalledWith("/request/project", { method: "POST", form: fields, clientIp: "10.0.0.1" });
  });

  it("sends multipart with the files under their field", async () => {
    callApi.mockResolvedValue(json(200, { result: "ok", form_id: 7, confirm: true, message: { text: "Код отправлен" } }));
    const file = new File([new Uint8Array([1, 2, 3])], "plan.png");
    const reply = await sendLeadRequest("good_custom_size", { fields, files: [file], fileField: "upload_images" }, "");
    expect(reply).toEqual({ ok: true, text: "Код отправлен", confirmId: "7" });
    const body = callApi.mock.calls[0][1].body as FormData;
    expect(body.get("fio")).toBe("Анна");
    expect((body.getAll("upload_images")[0] as File).name).toBe("plan.png");
  });

  it("maps the backend's field errors and form message", async () => {
    callApi.mockResolvedValue(
      json(422, { result: "fail", message: { text: "Проверьте поля", form: ["Проверьте поля формы"], fields: { phone: "Номер не обслуживается" } } }),
    );
    expect(await confirmLeadRequest("7", "AB2C", "")).toEqual({
      ok: false,
      text: "Проверьте поля формы",
      fields: { phone: "Номер не обслуживается" },
    });
  });

  it("says in Russian that the limit is reached on 429, with the seconds to wait when the backend tells them", async () => {
    callApi.mockResolvedValue(json(429, { result: "fail", retry_in: 60, message: { text: "x", form: ["x"], fields: {} } }));
    expect(await sendLeadRequest("feedback", { fields, files: [] }, "")).toEqual({
      ok: false,
      text: "Слишком много заявок. Попробуйте позже",
      fields: {},
      retryIn: 60,
    });
    callApi.mockResolvedValue(json(429, { result: "fail", message: { text: "x" } }));
    expect(await sendLeadRequest("feedback", { fields, files: [] }, "")).toEqual({
      ok: false,
      text: "Слишком много заявок. Попробуйте позже",
      fields: {},
    });
  });

  it("treats an unreachable or broken backend as a network failure", async () => {
    callApi.mockResolvedValue(new Response(null, { status: 503 }));
    expect(await sendLeadRequest("partner", { fields, files: [] }, "")).toEqual({
      ok: false,
      text: "Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз",
      fields: {},
    });
  });
});
