import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { ymlFeed } from "../../tests/benchmarks/feeds";
import { createStaffService } from "../services/admin/staff";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/** Contract: catalogue files uploaded in the back office start import jobs whose progress and result staff read. */
let shop: OrdersTestBackend;
let token = "";

function call(path: string, init: { method?: string; json?: unknown; body?: FormData; token?: string } = {}): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": "10.9.0.1" });
  if (init.token ?? token) headers.set("Authorization", `Bearer ${init.token ?? token}`);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return shop.fetch(new Request(`http://shop.test/api${path}`, { method: init.method ?? "GET", headers, body }));
}
/** `ticked`: the form's other boxes ticked («replace», «publish_sections»). */
const upload = (content: string | Uint8Array<ArrayBuffer>, name: string, dryRun: boolean, ticked: string[] = []) => {
  const form = new FormData();
  form.set("file", new Blob([content]), name);
  for (const box of dryRun ? ["dry_run", ...ticked] : ticked) form.set(box, "1");
  return call("/admin/imports", { method: "POST", body: form });
};
type Job = {
  status: string;
  message: string | null;
  source: string;
  dry_run: boolean;
  processed: number;
  total: number;
  created: number;
  errors: { line: number; message: string }[];
  changes: Array<{ action: string; externalId: string; name: string; photosAdded?: number; photosRemoved?: number; hidden?: boolean }>;
};
const jobOf = async (response: Response) => finished(((await response.json()) as { id: number }).id);
async function finished(id: number): Promise<Job> {
  for (;;) {
    const { job } = (await (await call(`/admin/import?id=${id}`)).json()) as { job: Job };
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  // The feeds of these tests are served on loopback, trusted as configured for a feed inside the shop's network.
  shop = await startOrdersBackend({ importTrustedAddresses: ["127.0.0.1"] });
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "manager@shop.test", name: "Олег", role: "manager", password: "manager-pass-1" });
  const signIn = await call("/admin/login", { method: "POST", json: { email: "manager@shop.test", password: "manager-pass-1" }, token: "" });
  token = ((await signIn.json()) as { token: string }).token;
});
afterAll(async () => {
  await shop.close();
});

const HEADER = "Артикул;Название;Раздел;Цена;Остаток";
const good = (sku: string, price: string) => `${sku};Пуф Импортный ${sku};Пуфы из файла;${price};3`;

describe("back-office catalogue imports", () => {
  it("runs a dry run that lists a bad row with its line and imports nothing, then the fixed file for real, audit-logged", async () => {
    const bad = await upload(`\uFEFF${HEADER}\n${good("IMP-1", "9990")}\n${good("IMP-2", "дорого")}\n`, "goods.csv", true);
    expect(bad.status).toBe(200);
    const dry = await finished(((await bad.json()) as { id: number }).id);
    expect(dry).toMatchObject({ status: "failed", dry_run: true });
    expect(dry.errors).toEqual([expect.objectContaining({ line: 3, message: expect.stringContaining("«дорого» — не цена в рублях") })]);
    expect(await shop.db.selectFrom("goods").select("id").where("sku", "=", "IMP-1").executeTakeFirst()).toBeUndefined();

    const real = await upload(`${HEADER}\r\n${good("IMP-1", "9990")}\r\n${good("IMP-2", "12 990,50")}\r\n`, "goods.csv", false);
    const done = await finished(((await real.json()) as { id: number }).id);
    expect(done).toMatchObject({ status: "done", dry_run: false, created: 2, processed: 2, total: 2, errors: [] });
    const imported = await shop.db.selectFrom("goods").select(["price"]).where("sku", "=", "IMP-2").executeTakeFirstOrThrow();
    expect(imported.price).toBe(1_299_050);
    const list = (await (await call("/admin/imports")).json()) as { jobs: { id: number }[] };
    expect(list.jobs.length).toBeGreaterThanOrEqual(2);
    const audit = await shop.db.selectFrom("audit_log").select(["action", "staff_email"]).where("entity", "=", "import_job").execute();
    expect(audit).toEqual(expect.arrayContaining([{ action: "catalog.import", staff_email: "manager@shop.test" }]));
    expect(audit).toHaveLength(2);
  });

  it("lists in a dry run the section it would create, hidden, and each good's photos, writing nothing; creates sections hidden unless told to publish them", async () => {
    const head = "Артикул;Название;Раздел;Цена;Фото";
    const file = (section: string) => `${head}\nNEW-1;Банкетка Новая;${section};5990;https://img.test/a.jpg https://img.test/b.jpg\n`;
    const dry = await jobOf(await upload(file("Банкетки из файла"), "new.csv", true));
    expect(dry).toMatchObject({ status: "done", dry_run: true, created: 1 });
    expect(dry.changes).toEqual([
      { action: "section", externalId: "Банкетки из файла", name: "Банкетки из файла", hidden: true },
      { action: "created", externalId: "NEW-1", name: "Банкетка Новая", photosAdded: 2 },
    ]);
    expect(await shop.db.selectFrom("sections").select("id").where("name", "=", "Банкетки из файла").executeTakeFirst()).toBeUndefined();

    const real = await jobOf(await upload(file("Банкетки из файла"), "new.csv", false));
    expect(real.changes[0]).toEqual({ action: "section", externalId: "Банкетки из файла", name: "Банкетки из файла", hidden: true });
    const hidden = await shop.db.selectFrom("sections").select("hidden").where("name", "=", "Банкетки из файла").executeTakeFirstOrThrow();
    expect(hidden.hidden).toBe(1);

    const published = await jobOf(await upload(file("Банкетки на виду").replace("NEW-1", "NEW-2"), "new.csv", false, ["publish_sections"]));
    expect(published.changes[0]).toEqual({ action: "section", externalId: "Банкетки на виду", name: "Банкетки на виду", hidden: false });
    const shown = await shop.db.selectFrom("sections").select("hidden").where("name", "=", "Банкетки на виду").executeTakeFirstOrThrow();
    expect(shown.hidden).toBe(0);
  });

  it("keeps a good's photos, old price and maker for empty cells, and clears them when «replace» is chosen, the report naming the photos removed", async () => {
    const head = "Артикул;Название;Раздел;Цена;Старая цена;Производитель;Фото";
    await jobOf(await upload(`${head}\nREP-1;Тумба Заменяемая;Тумбы из файла;4990;6990;Фабрика Юг;https://img.test/t.jpg\n`, "t.csv", false));
    const blanks = `${head}\nREP-1;Тумба Заменяемая;Тумбы из файла;4990;;;\n`;
    const stored = () => shop.db.selectFrom("goods").select(["old_price", "vendor", "images"]).where("sku", "=", "REP-1").executeTakeFirstOrThrow();

    const kept = await jobOf(await upload(blanks, "t.csv", false));
    expect(kept).toMatchObject({ status: "done", unchanged: 1, changes: [] });
    expect(await stored()).toMatchObject({ old_price: 699_000, vendor: "Фабрика Юг" });

    const dry = await jobOf(await upload(blanks, "t.csv", true, ["replace"]));
    expect(dry.changes).toEqual([{ action: "updated", externalId: "REP-1", name: "Тумба Заменяемая", photosRemoved: 1 }]);
    expect(JSON.parse((await stored()).images)).toHaveLength(1);

    const replaced = await jobOf(await upload(blanks, "t.csv", false, ["replace"]));
    expect(replaced).toMatchObject({ status: "done", updated: 1 });
    expect(await stored()).toEqual({ old_price: null, vendor: null, images: "[]" });
  });

  it("refuses a file that is no catalogue and a missing file, next to the file field; nothing starts", async () => {
    const pdf = await upload(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x00, 0xff, 0xfe, 0x00]), "goods.csv", false);
    expect(pdf.status).toBe(422);
    expect(((await pdf.json()) as { message: { fields: Record<string, string> } }).message.fields.file).toBe(
      "Это не файл CSV (UTF-8), YML или CommerceML",
    );
    const none = await call("/admin/imports", { method: "POST", body: new FormData() });
    expect(((await none.json()) as { message: { fields: Record<string, string> } }).message.fields.file).toBe("Выберите файл или укажите адрес");
  });

  it("imports a feed from an http address, refuses another scheme next to the address field, and ends a job whose address does not answer as failed with the reason", async () => {
    const feed = [...ymlFeed(3)].join("");
    const server = http.createServer((request, response) => {
      if (request.url === "/feed.yml") response.writeHead(200, { "Content-Type": "application/xml" }).end(feed);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const fromUrl = (url: string) => {
      const form = new FormData();
      form.set("url", url);
      return call("/admin/imports", { method: "POST", body: form });
    };
    try {
      const answer = await fromUrl(`${base}/feed.yml`);
      expect(answer.status).toBe(200);
      const job = await finished(((await answer.json()) as { id: number }).id);
      expect(job).toMatchObject({ status: "done", created: 3, source: `${base}/feed.yml` });

      const ftp = await fromUrl("ftp://127.0.0.1/feed.yml");
      expect(ftp.status).toBe(422);
      expect(((await ftp.json()) as { message: { fields: Record<string, string> } }).message.fields.url).toBe(
        "Укажите адрес, начинающийся с http:// или https://",
      );

      const missing = await finished(((await (await fromUrl(`${base}/gone.yml`)).json()) as { id: number }).id);
      expect(missing).toMatchObject({ status: "failed", message: `Не удалось загрузить ${base}/gone.yml: адрес недоступен` });

      // The cloud metadata address (and any other inside the network not configured as trusted) is never fetched.
      const metadata = "http://169.254.169.254/latest/meta-data/iam/security-credentials/";
      const inside = await finished(((await (await fromUrl(metadata)).json()) as { id: number }).id);
      expect(inside).toMatchObject({ status: "failed", message: `Не удалось загрузить ${metadata}: адрес недоступен` });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("imports the spreadsheet inside a zip archive, named by both; a file in it past the upload limit is refused as it unpacks", async () => {
    const zipOf = async (name: string, content: Buffer) => {
      const zip = new yazl.ZipFile();
      zip.addBuffer(content, name);
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    };
    const answer = await upload(await zipOf("readme/goods.csv", Buffer.from(`${HEADER}\n${good("IMP-Z", "5990")}\n`)), "goods.zip", false);
    expect(answer.status).toBe(200);
    const job = await finished(((await answer.json()) as { id: number }).id);
    expect(job).toMatchObject({ status: "done", created: 1, source: "goods.zip: goods.csv" });

    // 30 MB of one row packs into a few dozen KB.
    const bomb = await zipOf("goods.csv", Buffer.from(`${HEADER}\n${`${good("IMP-B", "5990")}\n`.repeat(800_000)}`));
    const refused = await upload(bomb, "bomb.zip", false);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: { fields: Record<string, string> } }).message.fields.file).toBe(
      "Файл goods.csv в архиве больше 20 МБ: ничего не импортировано",
    );
  });

  it("answers the goods as a spreadsheet and refuses a visitor", async () => {
    const csv = await call("/admin/goods/export");
    expect(
      Buffer.from(await csv.arrayBuffer())
        .toString("utf8")
        .startsWith("\uFEFFАртикул;Название;"),
    ).toBe(true);
    expect((await call("/admin/imports", { token: "nobody" })).status).toBe(401);
  });
});
