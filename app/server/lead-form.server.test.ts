import { describe, expect, it, vi } from "vitest";

vi.mock("./api/requests.server", () => ({ sendLeadRequest: vi.fn() }));
vi.mock("./flash.server", () => ({ redirectWithFlash: vi.fn() }));

const { leadFields } = await import("./lead-form.server");

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
