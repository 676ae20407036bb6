import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_RECORDS, ADMIN_AUDIT_VIEW_ACCESS } from "../app/config/messages/admin-staff";
import { createStaff, openSignedIn } from "./admin.kit";
import { expect, HTTP_ONLY, test } from "./fixtures";

/**
 * 1C's «Обмен с сайтом» set up with the shop's address /1c_exchange and a staff account made on the command line:
 * who may exchange, and a small catalogue exchange whose good the storefront's catalogue then shows.
 */
const COOKIE_LINE = /^success\nshop_1c_exchange\n(\S+)\n$/;

function basic(login: string, password: string) {
  return { Authorization: `Basic ${Buffer.from(`${login}:${password}`).toString("base64")}` };
}

/** One good and its offer in CommerceML 2.08, with an id and a name no other run uses. */
function commerceMl(id: string, name: string): { importXml: string; offersXml: string } {
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-24T10:00:00">`;
  return {
    importXml:
      `${head}<Классификатор><Ид>cls</Ид><Наименование>К</Наименование><Группы><Группа><Ид>grp-e2e</Ид><Наименование>Пуфы из 1С</Наименование></Группа></Группы></Классификатор>` +
      `<Каталог><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары><Товар><Ид>${id}</Ид><Артикул>${id}</Артикул>` +
      `<Наименование>${name}</Наименование><Группы><Ид>grp-e2e</Ид></Группы></Товар></Товары></Каталог></КоммерческаяИнформация>`,
    offersXml:
      `${head}<ПакетПредложений><Ид>cat#</Ид><Наименование>П</Наименование><ИдКаталога>cat</ИдКаталога><ТипыЦен><ТипЦены><Ид>pt</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>` +
      `<Предложения><Предложение><Ид>${id}</Ид><Наименование>${name}</Наименование><Цены><Цена><ИдТипаЦены>pt</ИдТипаЦены><ЦенаЗаЕдиницу>12345</ЦенаЗаЕдиницу></Цена></Цены>` +
      `<Количество>7</Количество></Предложение></Предложения></ПакетПредложений></КоммерческаяИнформация>`,
  };
}

test(
  "1C signs in at /1c_exchange with the exchange account only and its goods appear in the storefront's catalogue",
  HTTP_ONLY,
  async ({ request }) => {
    const exchange = createStaff("exchange");
    const manager = createStaff("manager");

    const wrong = await request.get("/1c_exchange?type=catalog&mode=checkauth", { headers: basic(exchange.email, "wrong-password-1") });
    expect((await wrong.text()).split("\n")[0]).toBe("failure");
    const asManager = await request.get("/1c_exchange?type=catalog&mode=checkauth", { headers: basic(manager.email, manager.password) });
    expect((await asManager.text()).split("\n")[0]).toBe("failure");
    const auth = await request.get("/1c_exchange?type=catalog&mode=checkauth", { headers: basic(exchange.email, exchange.password) });
    const cookie = COOKIE_LINE.exec(await auth.text())?.[1];
    expect(cookie).toBeTruthy();
    const headers = { Cookie: `shop_1c_exchange=${cookie}` };
    expect(await (await request.get("/1c_exchange?type=catalog&mode=init", { headers })).text()).toMatch(/^zip=yes\nfile_limit=\d+\n$/);

    const id = `e2e-${test.info().project.name}-${Date.now().toString(36)}`;
    const name = `Пуф ${id}`;
    const files = commerceMl(id, name);
    for (const [filename, body] of [
      ["import.xml", files.importXml],
      ["offers.xml", files.offersXml],
    ] as const) {
      const sent = await request.post(`/1c_exchange?type=catalog&mode=file&filename=${filename}`, { headers, data: Buffer.from(body) });
      expect(await sent.text()).toBe("success\n");
      let answer = "progress";
      while (answer.startsWith("progress"))
        answer = await (await request.get(`/1c_exchange?type=catalog&mode=import&filename=${filename}`, { headers })).text();
      expect(answer.split("\n")[0]).toBe("success");
    }

    await expect
      .poll(async () => {
        const found = (await (await request.get(`/api/search?search=${encodeURIComponent(id)}`)).json()) as {
          goods: { name: string; price: number }[];
        };
        return found.goods.map((g) => [g.name, g.price]);
      })
      .toContainEqual([name, 1_234_500]); // 12 345 ₽ in kopecks, as the api gives money
  },
);

test("an admin sees in the audit log who of 1C signed in and how many orders it was handed", async ({ request, page }) => {
  const exchange = createStaff("exchange");
  const auth = await request.get("/1c_exchange?type=sale&mode=checkauth", { headers: basic(exchange.email, exchange.password) });
  const headers = { Cookie: `shop_1c_exchange=${COOKIE_LINE.exec(await auth.text())?.[1]}` };
  const orders = await (await request.get("/1c_exchange?type=sale&mode=query", { headers })).text();
  const handedOver = orders.split("<Документ>").length - 1;

  await openSignedIn(page, createStaff("admin"), "/admin/audit");
  await page.getByRole("link", { name: ADMIN_AUDIT_VIEW_ACCESS }).click();
  await expect(page).toHaveURL(/view=access/);
  const entries = page.getByRole("listitem").filter({ hasText: exchange.email });
  await expect(entries.filter({ hasText: `${ADMIN_AUDIT_ACTIONS["onec.orders_sent"]} · ${ADMIN_AUDIT_RECORDS(handedOver)}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: ADMIN_AUDIT_ACTIONS["onec.sign_in"] })).toHaveCount(1);
});
