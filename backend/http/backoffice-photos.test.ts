import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffService } from "../services/admin/staff";
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS } from "../services/photos";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import { MSG_PHOTO_NOT_IMAGE } from "./backoffice-messages";

let shop: OrdersTestBackend;
let token = "";
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function call(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": freshIp(), Authorization: `Bearer ${token}` });
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return shop.fetch(new Request(`http://shop.test/api${path}`, { method: init.method ?? "GET", headers, body }));
}
const json = async <T>(response: Response) => (await response.json()) as T;

function upload(bytes: Buffer, name: string): Promise<Response> {
  const form = new FormData();
  form.set("photo", new Blob([new Uint8Array(bytes)]), name);
  return call("/admin/photos", { method: "POST", form });
}

/** A noisy picture (it compresses like a photo, not like a flat colour). */
async function picture(width: number, height: number) {
  const noise = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height, { fit: "fill" });
}

type Image = { src: string; width: number; height: number; alt: string; sources?: { type: string; srcset: string }[] };

beforeAll(async () => {
  shop = await startOrdersBackend();
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "photos@shop.test", name: "Ира", role: "manager", password: "manager-pass-1" });
  const signIn = await call("/admin/login", { method: "POST", json: { email: "photos@shop.test", password: "manager-pass-1" } });
  token = (await json<{ token: string }>(signIn)).token;
});
afterAll(async () => {
  await shop.close();
});

// Each photo is decoded and encoded to AVIF and WebP at every width: tens of seconds on a busy 2-core machine.
describe("goods' photos through the image pipeline", { timeout: 120_000 }, () => {
  let key = "";

  it("stores an upright JPEG once with AVIF and WebP at each width, without its EXIF, served for a year", async () => {
    // 1000×750 stored turned a quarter (EXIF orientation 6): upright it is 750×1000.
    const jpeg = await (await picture(1000, 750)).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
    const answer = await upload(jpeg, "IMG_0001.JPG");
    expect(answer.status).toBe(200);
    const { photo } = await json<{ photo: { key: string; width: number; height: number } }>(answer);
    expect(photo).toMatchObject({ width: 750, height: 1000 });
    key = photo.key;

    for (const width of [240, 480, 720, 750]) {
      for (const format of ["avif", "webp"] as const) {
        const size = await call(`/media/photos/${key}-${width}.${format}`);
        expect(size.status).toBe(200);
        expect(size.headers.get("content-type")).toBe(`image/${format}`);
        expect(size.headers.get("x-content-type-options")).toBe("nosniff");
        expect(size.headers.get("cache-control")).toContain("immutable");
        const meta = await sharp(Buffer.from(await size.arrayBuffer())).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1000) / 750));
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
    expect((await call(`/media/photos/${key}-1080.webp`)).status).toBe(404);

    // The same bytes again: the same photo, nothing stored twice.
    const files = async () =>
      Number(
        (
          await shop.db
            .selectFrom("stored_files")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await files();
    const again = await json<{ photo: { key: string } }>(await upload(jpeg, "copy.jpg"));
    expect(again.photo.key).toBe(key);
    expect(await files()).toBe(before);
    // The original, 4 widths × 2 formats and the JPEG for feeds.
    expect(before).toBe(1 + 4 * 2 + 1);
  });

  it("has a 1200×630 JPEG for og:image (social networks do not all read WebP or AVIF), made once", async () => {
    const share = await call(`/media/photos/${key}-share.jpg`);
    expect(share.status).toBe(200);
    expect(share.headers.get("content-type")).toBe("image/jpeg");
    expect(share.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await share.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect((await call(`/media/photos/${"0".repeat(24)}-share.jpg`)).status).toBe(404);
  });

  it("takes PNG and WebP, and at most the largest width the pages use", async () => {
    const png = await json<{ photo: { key: string; width: number } }>(await upload(await (await picture(2400, 1800)).png().toBuffer(), "a.png"));
    expect(png.photo.width).toBe(2400);
    expect((await call(`/media/photos/${png.photo.key}-${PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]}.avif`)).status).toBe(200);
    expect((await call(`/media/photos/${png.photo.key}-2400.avif`)).status).toBe(404);
    const webp = await upload(await (await picture(300, 200)).webp().toBuffer(), "b.webp");
    expect(webp.status).toBe(200);
  });

  it("refuses, with the field's Russian message and never a 500, what is not a picture or is too big", async () => {
    const refusal = async (answer: Response) => {
      const body = await json<{ message: { fields: Record<string, string> } }>(answer);
      return { status: answer.status, photo: body.message.fields.photo };
    };
    expect(await refusal(await upload(Buffer.from("not a picture at all, just text"), "photo.jpg"))).toEqual({
      status: 422,
      photo: MSG_PHOTO_NOT_IMAGE,
    });
    // A JPEG's first bytes and nothing else: it cannot be decoded.
    expect(await refusal(await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), "cut.jpg"))).toEqual({
      status: 422,
      photo: MSG_PHOTO_NOT_IMAGE,
    });
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    expect(await refusal(await upload(gif, "anim.gif"))).toEqual({ status: 422, photo: MSG_PHOTO_NOT_IMAGE });
    // A decompression bomb: 60 megapixels of one colour, a few hundred KB.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await refusal(await upload(bomb, "bomb.png"))).toEqual({ status: 422, photo: "Фотография больше 50 мегапикселей" });
    // A strip of a million pixels, one wide: no format holds its sizes.
    for (const [width, height] of [
      [1, 1_000_000],
      [1_000_000, 1],
      [100, 1001],
    ]) {
      const strip = await sharp({ create: { width, height, channels: 3, background: "#fff" } })
        .png()
        .toBuffer();
      expect(await refusal(await upload(strip, "strip.png"))).toEqual({
        status: 422,
        photo: "Фотография слишком вытянута: одна сторона больше другой более чем в 10 раз",
      });
    }
    const huge = await refusal(await upload(Buffer.alloc(PHOTO_MAX_BYTES + 1), "huge.jpg"));
    expect(huge).toEqual({ status: 413, photo: "Фотография больше 25 МБ" });
  });

  it("a good's photos show at once in its section, on its page and in search, as both sources; moved, renamed and removed", async () => {
    const section = await json<{ id: number }>(
      await call("/admin/section", { method: "POST", json: { name: "Кресла-мешки", handle: "kresla-meshki", sort: "60", hidden: "", picture: key } }),
    );
    const second = await json<{ photo: { key: string } }>(await upload(await (await picture(1600, 1200)).jpeg().toBuffer(), "2.jpg"));
    const good = {
      name: "Кресло-мешок Груша",
      handle: "kreslo-meshok-grusha",
      section_id: section.id,
      sku: "",
      price: "5990",
      old_price: "",
      stock: "3",
      width: "80",
      depth: "80",
      height: "110",
      material: "",
      color: "",
      description: "",
      model_id: "",
      variant_label: "",
      hidden: "",
    };
    const saved = await call("/admin/good", { method: "POST", json: { ...good, photos: [key, second.photo.key] } });
    expect(saved.status).toBe(200);
    const goodId = (await json<{ id: number }>(saved)).id;

    const listing = await json<{ goods: { image: Image }[] }>(await call("/catalog?section_handle=kresla-meshki"));
    const card = listing.goods[0].image;
    expect(card).toMatchObject({ src: `/media/photos/${key}-720.webp`, width: 720, height: 960, alt: "Кресло-мешок Груша" });
    expect(card.sources?.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(card.sources?.[0].srcset).toBe(
      `/media/photos/${key}-240.avif 240w, /media/photos/${key}-480.avif 480w, /media/photos/${key}-720.avif 720w, /media/photos/${key}-750.avif 750w`,
    );
    const detail = await json<{ good: { images: Image[] } }>(await call("/catalog/detail?section_handle=kresla-meshki&handle=kreslo-meshok-grusha"));
    expect(detail.good.images.map((i) => i.alt)).toEqual(["Кресло-мешок Груша", "Кресло-мешок Груша, фото 2"]);
    const found = await json<{ goods: { image: Image }[] }>(await call("/search?search=груша"));
    expect(found.goods[0].image.src).toBe(card.src);
    const sections = await json<{ sections: { handle: string; image: Image }[] }>(await call("/catalog/section"));
    expect(sections.sections.find((s) => s.handle === "kresla-meshki")?.image.sources).toHaveLength(2);

    const staffGood = async () =>
      (await json<{ good: { version: string; images: { version: string }[] } }>(await call(`/admin/good?id=${goodId}`))).good;
    /** A photo button as the page shows it now: with the version of the picture at its place. */
    const edit = async (body: { op: string; index: number; alt?: string }) => {
      const version = (await staffGood()).images[body.index]?.version;
      return call("/admin/good/photos", { method: "POST", json: { id: goodId, version, ...body } });
    };
    const firstAsOpened = (await staffGood()).images[0].version;
    expect((await edit({ op: "down", index: 0 })).status).toBe(200);
    // A button of a page opened before the move names another picture at that place now: refused, nothing changed.
    const stale = await call("/admin/good/photos", {
      method: "POST",
      json: { id: goodId, version: firstAsOpened, op: "alt", index: 0, alt: "Не та" },
    });
    expect(stale.status).toBe(409);
    expect((await edit({ op: "alt", index: 0, alt: "Груша сбоку" })).status).toBe(200);
    let images = (await json<{ good: { images: Image[] } }>(await call("/catalog/detail?section_handle=kresla-meshki&handle=kreslo-meshok-grusha")))
      .good.images;
    expect(images.map((i) => i.src)).toEqual([`/media/photos/${second.photo.key}-720.webp`, `/media/photos/${key}-720.webp`]);
    expect(images[0].alt).toBe("Груша сбоку");
    expect((await edit({ op: "delete", index: 1 })).status).toBe(200);
    images = (await json<{ good: { images: Image[] } }>(await call("/catalog/detail?section_handle=kresla-meshki&handle=kreslo-meshok-grusha"))).good
      .images;
    expect(images).toHaveLength(1);
    expect((await edit({ op: "delete", index: 5 })).status).toBe(404);
    const actions = await shop.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "good")
      .where("entity_id", "=", String(goodId))
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["good.create", "good.photo_down", "good.photo_alt", "good.photo_delete"]);

    // A key no upload made is refused on its field.
    const { version } = await staffGood();
    const unknown = await call("/admin/good", { method: "POST", json: { ...good, id: goodId, version, photos: ["0123456789abcdef01234567"] } });
    expect(unknown.status).toBe(404);
  });
});
