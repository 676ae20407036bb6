import { beforeEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn();
vi.mock("../api/client.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api/client.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));
const catalogChangedHere = vi.fn();
vi.mock("../catalog-revision.server", () => ({ catalogChangedHere: () => catalogChangedHere() }));

const { saveSection } = await import("./catalog-api.server");
const { addStaff } = await import("./staff-api.server");

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const call = { token: "t".repeat(32), clientIp: "10.0.0.1" };
const section = { name: "Пуфы", handle: "pufy", sort: 3, hidden: false, remove_picture: false, version: undefined, picture: "" };

describe("the back office's writes", () => {
  beforeEach(() => {
    callApi.mockReset();
    catalogChangedHere.mockReset();
  });

  it("a section saved: its id, and the storefront's caches ask for the public data revision at once", async () => {
    callApi.mockResolvedValue(json(200, { result: "ok", id: 12 }));
    expect(await saveSection(call, null, section)).toEqual({ ok: true, data: { id: 12 } });
    expect(callApi).toHaveBeenCalledWith("/admin/section", { ...call, method: "POST", json: { ...section, id: "" } });
    expect(catalogChangedHere).toHaveBeenCalledTimes(1);
  });

  it("a staff member added: the one-time password, and nothing the shop shows changed", async () => {
    callApi.mockResolvedValue(json(200, { result: "ok", password: "Abc-123-xyz" }));
    expect(await addStaff(call, { email: "a@shop.ru", name: "Анна", role: "manager" })).toEqual({ ok: true, data: { password: "Abc-123-xyz" } });
    expect(catalogChangedHere).not.toHaveBeenCalled();
  });

  it("a refusal comes back as the backend said it; an answer outside the contract is an outage", async () => {
    callApi.mockResolvedValue(json(422, { result: "fail", message: { text: "Проверьте поля", fields: { handle: "Адрес занят" } } }));
    const refused = await saveSection(call, 4, section);
    expect(refused).toMatchObject({ ok: false, fail: { unavailable: false, text: "Проверьте поля", fields: { handle: "Адрес занят" } } });
    callApi.mockResolvedValue(json(200, { result: "ok" }));
    expect(await saveSection(call, 4, section)).toMatchObject({ ok: false, fail: { unavailable: true } });
    expect(catalogChangedHere).not.toHaveBeenCalled();
  });
});
