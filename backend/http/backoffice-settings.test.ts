import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVISION_CHECK_MS } from "../services/catalog-revision";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

let shop: OrdersTestBackend;

beforeAll(async () => {
  shop = await startOrdersBackend();
  await shop.addStaff(
    { email: "boss@shop.test", name: "Анна", role: "admin", password: "boss-pass-1" },
    { email: "manager@shop.test", name: "Олег", role: "manager", password: "manager-pass-1" },
  );
});
afterAll(async () => {
  await shop.close();
});

type SettingsAnswer = {
  settings: Record<string, unknown> & { socials: Record<string, { url: string; top: boolean; bottom: boolean }> };
  scripts: unknown;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A shopper's order of the first test good, with an e-mail for the confirmation letter. */
async function placeOrder(): Promise<number> {
  const fields = {
    fio: "Соколов Пётр",
    phone: "8 (916) 765-43-22",
    email: "sokol@example.ru",
    comment: "",
    delivery_id: "1",
    payment_id: "1",
    pvz: "1",
    cart: JSON.stringify({ [shop.goods[0].id]: 1 }),
    consent: "1",
    consent_version: "2026-01",
  };
  const headers = { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": shop.freshIp() };
  const response = await shop.fetch(
    new Request("http://shop.test/api/request/order", { method: "POST", headers, body: new URLSearchParams(fields).toString() }),
  );
  return ((await response.json()) as { order_id: number }).order_id;
}

describe("the shop's settings in the back office", () => {
  it("a manager changes the phone and a social link; /common shows them after the revision check; the audit log has before and after", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const before = (await shop.call("/common").then((r) => r.json())) as { header: { phone: string } };
    const read = (await (await shop.call("/admin/settings", { token })).json()) as SettingsAnswer;
    expect(read.scripts).toBeNull();
    expect(read.settings.phone).toBe(before.header.phone);

    const socials = { ...read.settings.socials, ok: { url: "https://ok.ru/mebeldom", top: false, bottom: true } };
    const saved = await shop.call("/admin/settings", { method: "POST", token, json: { ...read.settings, phone: "+7 800 555-35-35", socials } });
    expect(saved.status).toBe(200);

    await wait(REVISION_CHECK_MS + 50);
    const common = (await shop.call("/common").then((r) => r.json())) as {
      header: { phone: string };
      footer: { contacts: { type: string; value: string; title?: string }[] };
      socials: { bottom: { type: string; url: string }[] };
      menu?: unknown;
    };
    expect(common.header.phone).toBe("+7 800 555-35-35");
    expect(common.footer.contacts.find((c) => c.type === "phone")).toMatchObject({ value: "+7 800 555-35-35", title: expect.any(String) });
    expect(common.socials.bottom).toContainEqual({ type: "ok", url: "https://ok.ru/mebeldom" });

    const admin = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const audit = (await (await shop.call("/admin/audit", { token: admin })).json()) as {
      entries: { action: string; staff_email: string; before: { phone: string }; after: { phone: string } }[];
    };
    expect(audit.entries[0]).toMatchObject({
      action: "settings.update",
      staff_email: "manager@shop.test",
      before: { phone: before.header.phone },
      after: { phone: "+7 800 555-35-35" },
    });
  });

  it("bad input is refused with a message for each field", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const answer = await shop.call("/admin/settings", {
      method: "POST",
      token,
      json: { phone: " ", socials: { vk: { url: "javascript:alert(1)", top: true } } },
    });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { message: { fields: Record<string, string> } };
    expect(body.message.fields).toEqual({
      site_name: "Введите название магазина",
      phone: "Введите телефон",
      socials: "Введите ссылку, начинающуюся с https://",
    });
  });

  it("the shop's name and seller's details are set here: /common and the letters show them, a number failing its check digit is refused", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const read = (await (await shop.call("/admin/settings", { token })).json()) as SettingsAnswer;
    const seller = {
      name: "ИП Соколова А. В.",
      full_name: "Индивидуальный предприниматель Соколова Анна Викторовна",
      inn: "500100732259",
      kpp: "",
      ogrn: "304500116000157",
      address: "141400, Московская обл., г. Химки, ул. Ленина, д. 1",
      bank: "ПАО Сбербанк, г. Москва",
      bik: "044525225",
      corr_account: "30101810400000000225",
      account: "40802810438000123456",
    };
    const refusal = async (change: Record<string, string>) => {
      const answer = await shop.call("/admin/settings", { method: "POST", token, json: { ...read.settings, seller: { ...seller, ...change } } });
      expect(answer.status).toBe(422);
      return ((await answer.json()) as { message: { fields: Record<string, string> } }).message.fields.seller;
    };
    expect(await refusal({ inn: "500100732258" })).toBe("ИНН не проходит проверку контрольной цифры: проверьте, нет ли опечатки");
    expect(await refusal({ ogrn: "304500116000158" })).toBe("ОГРН (ОГРНИП) не проходит проверку контрольной цифры: проверьте, нет ли опечатки");
    expect(await refusal({ inn: "7736984123" })).toBe("У компании ИНН из 10 цифр, у ИП — из 12: ИНН не подходит к ОГРН");
    expect(await refusal({ kpp: "773601001" })).toBe("У индивидуального предпринимателя нет КПП: оставьте поле пустым");
    expect(await refusal({ account: "40802810438000123457" })).toBe(
      "Номер счёта — 20 цифр и должен сходиться с БИК банка: проверьте, нет ли опечатки",
    );
    expect(await refusal({ bik: "44525225" })).toBe("БИК — 9 цифр, у российского банка начинается с 04");
    expect(await refusal({ bank: "" })).toBe("Заполните: без этого реквизиты не показываются покупателю");

    const socials = {
      ...read.settings.socials,
      dzen: { url: "https://dzen.ru/mebel", top: false, bottom: true },
      rt: { url: "https://rutube.ru/channel/1/", top: false, bottom: true },
    };
    const json = { ...read.settings, site_name: "Диван и Кресло", seller: { ...seller, inn: "5001 0073 2259" }, socials };
    expect((await shop.call("/admin/settings", { method: "POST", token, json })).status).toBe(200);

    await wait(REVISION_CHECK_MS + 50);
    const common = (await shop.call("/common").then((r) => r.json())) as {
      global: { site_name: string };
      header: { logo: { alt: string } };
      seller: Record<string, string>;
      socials: { bottom: { type: string; url: string }[] };
    };
    expect(common.global.site_name).toBe("Диван и Кресло");
    expect(common.header.logo.alt).toBe("Диван и Кресло");
    expect(common.seller).toEqual(seller);
    expect(common.socials.bottom).toEqual(
      expect.arrayContaining([
        { type: "dzen", url: "https://dzen.ru/mebel" },
        { type: "rt", url: "https://rutube.ru/channel/1/" },
      ]),
    );

    const orderId = await placeOrder();
    const letter = shop.outbox("mail").find((mail) => mail.to === "sokol@example.ru" && mail.text.includes(`№${orderId}`));
    expect(letter?.text).toContain("С уважением, Диван и Кресло");
  });

  it("a manager edits the menus; HTML texts are sanitised on save; a javascript: menu link is refused", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const read = (await (await shop.call("/admin/settings", { token })).json()) as SettingsAnswer & {
      settings: { header_menu: { name: string; url: string; children: { name: string; url: string }[] }[] };
    };
    expect(read.settings.header_menu[0]).toMatchObject({
      name: "Каталог",
      url: "/catalog",
      children: expect.arrayContaining([expect.objectContaining({ url: expect.any(String) })]),
    });
    const header_menu = [...read.settings.header_menu, { name: "Акции", url: "/catalog?sale=1", children: [] }];
    const footer_menu = [{ name: "Покупателям", children: [{ name: "Оплата", url: "/payment" }] }];
    const cookie_text = 'Мы используем cookie. <a href="/privacy" onclick="steal()">Подробнее</a><script>alert(1)</script>';
    const saved = await shop.call("/admin/settings", { method: "POST", token, json: { ...read.settings, header_menu, footer_menu, cookie_text } });
    expect(saved.status).toBe(200);
    await wait(REVISION_CHECK_MS + 50);
    const common = (await shop.call("/common").then((r) => r.json())) as {
      header: { menu: { name: string; url: string }[] };
      footer: { menu_1: unknown };
      cookie: { text: string };
    };
    expect(common.header.menu.at(-1)).toEqual({ name: "Акции", url: "/catalog?sale=1", children: [] });
    expect(common.footer.menu_1).toEqual(footer_menu);
    expect(common.cookie.text).toBe('Мы используем cookie. <a href="/privacy">Подробнее</a>');

    const hostile = [{ name: "Вход", url: "javascript:alert(1)", children: [] }];
    expect((await shop.call("/admin/settings", { method: "POST", token, json: { ...read.settings, header_menu: hostile } })).status).toBe(422);
  });

  it("a save from a form opened before another change is refused with the current version and the changer, which then saves knowingly", async () => {
    const manager = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const admin = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const opened = (await (await shop.call("/admin/settings", { token: manager })).json()) as SettingsAnswer & { settings: { version: string } };
    const scriptsBefore = (await (await shop.call("/admin/settings", { token: admin })).json()) as { scripts: { version: string } };

    const byAdmin = await shop.call("/admin/settings", {
      method: "POST",
      token: admin,
      json: { ...opened.settings, copyright: "© Мебельный дом, 2027" },
    });
    expect(byAdmin.status).toBe(200);
    const refused = await shop.call("/admin/settings", {
      method: "POST",
      token: manager,
      json: { ...opened.settings, address: "Казань, ул. Баумана, 1" },
    });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { conflict: { version: string; changed_by: string } };
    expect(answer.conflict.changed_by).toBe("Анна (boss@shop.test)");
    const now = (await (await shop.call("/admin/settings", { token: manager })).json()) as SettingsAnswer & { settings: { version: string } };
    expect(now.settings).toMatchObject({ copyright: "© Мебельный дом, 2027", address: opened.settings.address, version: answer.conflict.version });

    const again = await shop.call("/admin/settings", {
      method: "POST",
      token: manager,
      json: { ...opened.settings, address: "Казань, ул. Баумана, 1", version: answer.conflict.version },
    });
    expect(again.status).toBe(200);
    const saved = (await (await shop.call("/admin/settings", { token: admin })).json()) as SettingsAnswer & { scripts: { version: string } };
    expect(saved.settings).toMatchObject({ address: "Казань, ул. Баумана, 1", copyright: opened.settings.copyright });
    // The scripts are another form's part: their version did not move.
    expect(saved.scripts.version).toBe(scriptsBefore.scripts.version);
  });

  it("only an admin reads and changes the scripts", async () => {
    const manager = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const refused = await shop.call("/admin/settings/scripts", { method: "POST", token: manager, json: { headEnd: "<script>alert(1)</script>" } });
    expect(refused.status).toBe(403);
    const admin = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const snippet = '<script src="https://mc.yandex.ru/metrika/tag.js" async></script>';
    const opened = (await (await shop.call("/admin/settings", { token: admin })).json()) as SettingsAnswer & { scripts: { version: string } };
    const version = opened.scripts.version;
    expect((await shop.call("/admin/settings/scripts", { method: "POST", token: admin, json: { headEnd: snippet, version } })).status).toBe(200);
    const read = (await (await shop.call("/admin/settings", { token: admin })).json()) as SettingsAnswer;
    expect(read.scripts).toEqual({ headEnd: snippet, bodyBegin: "", bodyEnd: "", version: expect.not.stringMatching(version) });
  });
});
