import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffService } from "../services/admin/staff";
import { REVISION_CHECK_MS } from "../services/catalog-revision";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

let shop: OrdersTestBackend;
let token = "";
let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function call(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": freshIp(), Authorization: `Bearer ${token}` });
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return shop.fetch(new Request(`http://shop.test/api${path}`, { method: init.method ?? "GET", headers, body }));
}

type Fail = { message: { text: string; fields: Record<string, string> } };
type Common = {
  header: { logo: { src: string; width: number; height: number; alt: string } };
  footer: { logo: { src: string } };
  global: { "favicon.ico": string; apple_touch_icon?: string };
};
type Settings = Record<string, unknown> & { version: string; logo_url: string; favicon_url: string };

function upload(part: "logo" | "favicon", bytes: Buffer, name: string): Promise<Response> {
  const form = new FormData();
  form.set(part, new Blob([new Uint8Array(bytes)]), name);
  return call("/admin/settings/brand", { method: "POST", form });
}
async function uploaded(part: "logo" | "favicon", bytes: Buffer, name: string): Promise<string> {
  const answer = await upload(part, bytes, name);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as Record<string, { name: string }>)[part].name;
}
async function settings(): Promise<Settings> {
  return ((await (await call("/admin/settings")).json()) as { settings: Settings }).settings;
}
/** Saves the settings as they are, with a logo and favicon choice; /common then, once its cache has turned. */
async function save(choice: { logo?: string; favicon?: string }): Promise<Common> {
  const answer = await call("/admin/settings", { method: "POST", json: { ...(await settings()), ...choice } });
  expect(answer.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, REVISION_CHECK_MS + 50));
  return (await (await call("/common")).json()) as Common;
}
const png = (width: number, height: number, background = "#2a5c8a") =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
const refusal = async (answer: Response) => ((await answer.json()) as Fail).message.fields;

beforeAll(async () => {
  shop = await startOrdersBackend();
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "brand@shop.test", name: "Ира", role: "manager", password: "manager-pass-1" });
  const signIn = await call("/admin/login", { method: "POST", json: { email: "brand@shop.test", password: "manager-pass-1" } });
  token = ((await signIn.json()) as { token: string }).token;
});
afterAll(async () => {
  await shop.close();
});

describe("the shop's logo", () => {
  it("an uploaded PNG becomes the header's and the footer's logo with its size; a new one changes the URL and the old file goes; removing brings back the default", async () => {
    const first = await uploaded("logo", await png(900, 200), "logo.png");
    const common = await save({ logo: first });
    expect(common.header.logo).toEqual({ src: `/media/brand/${first}`, width: 792, height: 176, alt: expect.any(String) });
    expect(common.footer.logo.src).toBe(`/media/brand/${first}`);
    expect((await settings()).logo_url).toBe(`/media/brand/${first}`);
    const served = await call(`/media/brand/${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    // Saving the form unchanged keeps the logo.
    expect((await save({})).header.logo.src).toBe(`/media/brand/${first}`);

    const second = await uploaded("logo", await png(400, 200, "#8a2a2a"), "other.png");
    expect(second).not.toBe(first);
    const replaced = await save({ logo: second });
    expect(replaced.header.logo).toMatchObject({ src: `/media/brand/${second}`, width: 352, height: 176 });
    expect((await call(`/media/brand/${first}`)).status).toBe(404);

    const removed = await save({ logo: "remove" });
    expect(removed.header.logo).toMatchObject({ src: "/logo.svg", width: 180, height: 40 });
    expect((await settings()).logo_url).toBe("");
    expect((await call(`/media/brand/${second}`)).status).toBe(404);
  });

  it("an SVG with a script is redrawn to a PNG: what is served cannot run", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert(1)">' +
        '<script>alert(document.cookie)</script><rect width="120" height="40" fill="#333"/></svg>',
    );
    const name = await uploaded("logo", svg, "logo.svg");
    expect(name).toMatch(/\.png$/);
    const served = Buffer.from(await (await call(`/media/brand/${name}`)).arrayBuffer());
    expect(served.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(served.toString("latin1")).not.toContain("script");
    expect(await sharp(served).metadata()).toMatchObject({ format: "png", width: 528, height: 176 });
  });

  it("a file that is not a logo is refused at the field, whatever its name says", async () => {
    const text = await upload("logo", Buffer.from("just some text, not a picture"), "logo.png");
    expect(text.status).toBe(422);
    expect(await refusal(text)).toEqual({ logo: "Загрузите логотип в формате PNG, JPEG, WebP или SVG" });

    const empty = await upload("logo", Buffer.alloc(0), "logo.png");
    expect(empty.status).toBe(422);
    expect(await refusal(empty)).toEqual({ logo: "Файл пустой: выберите другой" });

    const strip = await upload("logo", await png(1000, 100), "strip.png");
    expect(strip.status).toBe(422);
    expect((await refusal(strip)).logo).toMatch(/^Логотип слишком вытянут/);

    const big = await upload("logo", Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024)]), "big.png");
    expect(big.status).toBe(413);
    expect((await refusal(big)).logo).toBe("Файл больше 2 МБ");

    const entities = Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">&a;</svg>');
    expect((await upload("logo", entities, "bomb.svg")).status).toBe(422);

    // A name no upload answered is not taken as a logo.
    const forged = await call("/admin/settings", { method: "POST", json: { ...(await settings()), logo: `logo-${"0".repeat(24)}.png` } });
    expect(forged.status).toBe(422);
    const outside = await call("/admin/settings", { method: "POST", json: { ...(await settings()), logo: "../../etc/passwd" } });
    expect(await refusal(outside)).toEqual({ logo: "Недопустимое значение" });
  });
});

describe("the shop's favicon", () => {
  it("a PNG becomes a square icon and a 180×180 touch icon; an ICO is kept as sent; removing brings back the default", async () => {
    const name = await uploaded("favicon", await png(256, 200), "icon.png");
    const common = await save({ favicon: name });
    expect(common.global["favicon.ico"]).toBe(`/media/brand/${name}`);
    const touch = common.global.apple_touch_icon ?? "";
    expect(touch).toBe(`/media/brand/${name.replace(".png", "-180.png")}`);
    const touchPng = Buffer.from(await (await call(touch)).arrayBuffer());
    expect(await sharp(touchPng).metadata()).toMatchObject({ width: 180, height: 180 });
    const icon = Buffer.from(await (await call(`/media/brand/${name}`)).arrayBuffer());
    expect(await sharp(icon).metadata()).toMatchObject({ width: 64, height: 64 });

    // An ICO of one 16×16 PNG picture.
    const inner = await png(16, 16);
    const header = Buffer.alloc(22);
    header.writeUInt16LE(0, 0);
    header.writeUInt16LE(1, 2);
    header.writeUInt16LE(1, 4);
    header.writeUInt8(16, 6);
    header.writeUInt8(16, 7);
    header.writeUInt16LE(1, 10);
    header.writeUInt16LE(32, 12);
    header.writeUInt32LE(inner.length, 14);
    header.writeUInt32LE(22, 18);
    const ico = Buffer.concat([header, inner]);
    const icoName = await uploaded("favicon", ico, "favicon.ico");
    const withIco = await save({ favicon: icoName });
    expect(withIco.global["favicon.ico"]).toBe(`/media/brand/${icoName}`);
    expect(withIco.global.apple_touch_icon).toBeUndefined();
    const servedIco = await call(`/media/brand/${icoName}`);
    expect(servedIco.headers.get("content-type")).toBe("image/x-icon");
    expect(Buffer.from(await servedIco.arrayBuffer()).equals(ico)).toBe(true);
    expect((await call(touch)).status).toBe(404);

    const removed = await save({ favicon: "remove" });
    expect(removed.global["favicon.ico"]).toBe("/favicon.ico");
    expect((await settings()).favicon_url).toBe("");
  });

  it("a JPEG, a broken ICO or a wide picture is refused at the field", async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const asJpeg = await upload("favicon", jpeg, "favicon.png");
    expect(asJpeg.status).toBe(422);
    expect(await refusal(asJpeg)).toEqual({ favicon: "Загрузите значок сайта в формате PNG, SVG или ICO" });

    const broken = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0xff, 0xff, 0, 0, 22, 0, 0, 0]);
    expect(await refusal(await upload("favicon", broken, "favicon.ico"))).toEqual({ favicon: "Загрузите значок сайта в формате PNG, SVG или ICO" });

    const wide = await upload("favicon", await png(300, 100), "wide.png");
    expect((await refusal(wide)).favicon).toMatch(/^Значок сайта должен быть почти квадратным/);
  });
});
