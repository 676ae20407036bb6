import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { bumpCatalogRevision } from "./catalog-revision";
import { jpegKey } from "./photo-files";
import { photoImage } from "./photos";

/** Marketplaces' feeds take JPEG or PNG, never WebP: our YML gives each photo as a JPEG of its own, made once. */
let backend: Backend;
let store: TestDataStore;
const BASE = "https://mebel.test";

beforeAll(async () => {
  store = await createTestDataStore("feed-pictures", { demoShopGoods: 3 });
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seedGoods: 3 }, pino({ level: "silent" }));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

describe("pictures in our YML feed", () => {
  it("a photo is linked as a JPEG at most 1200 px on its longer side, on white, stored at upload and served at a stable address", async () => {
    // A half-transparent PNG, wider than the feed picture: a JPEG has no transparency, so it is laid on white.
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const photo = await backend.services.photos.store(png, "sofa.png");
    expect(await backend.services.files.get(jpegKey(photo.key, "feed"))).not.toBeNull();
    const good = await backend.db.selectFrom("goods").select(["id", "name"]).where("price", ">", 0).orderBy("id").executeTakeFirstOrThrow();
    await backend.db
      .updateTable("goods")
      .set({ images: JSON.stringify([photoImage(photo, good.name)]) })
      .where("id", "=", good.id)
      .execute();
    await bumpCatalogRevision(backend.db);

    const feed = await (await backend.fetch(new Request(`http://shop.test/api/feed/yml?base=${encodeURIComponent(BASE)}`))).text();
    const offer = feed.split("\n").find((line) => line.startsWith(`<offer id="${good.id}"`))!;
    expect(offer).toContain(`<picture>${BASE}/media/photos/${photo.key}-feed.jpg</picture>`);
    expect(feed).not.toMatch(/<picture>[^<]*\.(webp|avif)<\/picture>/);

    const response = await backend.fetch(new Request(`http://shop.test/api/media/photos/${photo.key}-feed.jpg`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const picture = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await picture.metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 750, hasAlpha: false });
    const { dominant } = await picture.stats();
    expect(dominant.r).toBeGreaterThan(200); // red at half strength over white, not over black
    expect(dominant.g).toBeGreaterThan(100);
  });
});
