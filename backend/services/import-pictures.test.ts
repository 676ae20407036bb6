import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ymlFeed } from "../../tests/benchmarks/feeds";
import { parseImages } from "../catalog/cards";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { importFromSource } from "./catalog-exchange";
import { adoptImportedPictures } from "./import-pictures";

/** Pictures of an import go through the same image pipeline as the back office's uploads. */
const silent = pino({ level: "silent" });
let backend: Backend;
let store: TestDataStore;
let server: http.Server;
let base = "";
let jpeg: Buffer;
const served: string[] = [];

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a0522d" } })
    .jpeg()
    .toBuffer();
  // The feed's pictures, from a server of the test's own (never the internet): two photos and one text file.
  server = http.createServer((request, response) => {
    served.push(request.url ?? "");
    if (request.url === "/3-1.jpg") return response.end("не картинка");
    response.setHeader("Content-Type", "image/jpeg");
    response.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = await createTestDataStore("import-pictures");
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
  await new Promise((resolve) => server.close(resolve));
});

/** The test's server stands for the internet only through this explicit trust. */
const trustServer = { trusted: (address: string) => address === "127.0.0.1" };
const feed = () => [...ymlFeed(3)].join("").replaceAll("https://shop.test/media/goods/", `${base}/`);
const imagesOf = async (externalId: string) =>
  parseImages((await backend.db.selectFrom("goods").select("images").where("external_id", "=", externalId).executeTakeFirstOrThrow()).images);

describe("imported pictures", () => {
  it("a YML feed's picture URLs become photos with AVIF and WebP sizes (never from inside the network); one that is not a picture keeps its URL", async () => {
    const bytes = (async function* () {
      yield Buffer.from(feed());
    })();
    const result = await importFromSource(backend.db, silent, { source: "feed.xml", format: "yml", bytes });
    expect(result.status).toBe("done");
    expect((await imagesOf("1"))[0].src).toBe(`${base}/1-1.jpg`);

    // Untrusted, the test's loopback server is an address inside the network: nothing is fetched from it.
    expect(await adoptImportedPictures(backend.db, backend.services.photos, silent)).toEqual({ adopted: 0, failed: 3 });
    expect(served).toEqual([]);
    expect((await imagesOf("1"))[0].src).toBe(`${base}/1-1.jpg`);

    expect(await adoptImportedPictures(backend.db, backend.services.photos, silent, { network: trustServer })).toEqual({ adopted: 2, failed: 1 });
    const [photo] = await imagesOf("1");
    expect(photo.src).toMatch(/^\/media\/photos\/[0-9a-f]{24}-720\.webp$/);
    expect(photo).toMatchObject({ width: 720, height: 480, origin: `${base}/1-1.jpg` });
    expect(photo.sources?.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    // Two goods with the same picture share one photo.
    expect((await imagesOf("2"))[0].src).toBe(photo.src);
    expect((await imagesOf("3"))[0].src).toBe(`${base}/3-1.jpg`);
    const size = await backend.fetch(new Request(`http://shop.test/api${photo.src.replace("720.webp", "480.avif")}`));
    expect(size.status).toBe(200);
    expect(size.headers.get("content-type")).toBe("image/avif");
  });

  it("the same feed again changes no picture and fetches only the one still missing", async () => {
    const bytes = (async function* () {
      yield Buffer.from(feed());
    })();
    const again = await importFromSource(backend.db, silent, { source: "feed.xml", format: "yml", bytes });
    expect(again.counters.updated).toBe(0);
    served.length = 0;
    expect(await adoptImportedPictures(backend.db, backend.services.photos, silent, { network: trustServer })).toEqual({ adopted: 0, failed: 1 });
    expect(served).toEqual(["/3-1.jpg"]);
  });

  it("pictures 1C sent beside the XML are read from the exchange's folder, never outside it", async () => {
    const dir = path.join(store.dataDir, "exchange-test");
    fs.mkdirSync(path.join(dir, "import_files", "ab"), { recursive: true });
    fs.writeFileSync(path.join(dir, "import_files", "ab", "kreslo.jpg"), jpeg);
    fs.writeFileSync(path.join(store.dataDir, "outside.jpg"), jpeg);
    const picture = (src: string) => JSON.stringify([{ src, width: 1200, height: 900, alt: "Кресло" }]);
    const { id: sectionId } = await backend.db.selectFrom("sections").select("id").executeTakeFirstOrThrow();
    const row = (id: number, src: string) => ({
      id,
      model_id: id,
      section_id: sectionId,
      handle: `kreslo-1c-${id}`,
      name: "Кресло",
      variant_label: null,
      variant_title: "Цвет",
      sku: `1C-${id}`,
      price: 1000,
      old_price: null,
      stock: 1,
      color: "grey",
      color_title: "Серый",
      material: "",
      material_title: "",
      width: 1,
      depth: 1,
      height: 1,
      description: "",
      images: picture(src),
      popularity: 0,
      created_at: "2026-11-24",
      delivery_min: 1,
      delivery_max: 2,
      vendor: null,
      external_source: "commerceml",
      external_id: `1c-${id}`,
    });
    await backend.db
      .insertInto("goods")
      .values([row(9001, "import_files/ab/kreslo.jpg"), row(9002, "../outside.jpg")])
      .execute();
    expect(await adoptImportedPictures(backend.db, backend.services.photos, silent, { filesDir: dir })).toEqual({ adopted: 1, failed: 2 });
    expect((await imagesOf("1c-9001"))[0]).toMatchObject({ origin: "import_files/ab/kreslo.jpg", width: 720 });
    expect((await imagesOf("1c-9002"))[0].src).toBe("../outside.jpg");
  });
});
