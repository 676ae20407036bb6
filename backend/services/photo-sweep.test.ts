import { randomBytes } from "node:crypto";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_ORPHAN_GRACE_MS } from "../config";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import type { GoodInput } from "./admin/catalog-input";
import { removeOrphanPhoto, sweepOrphanPhotos } from "./photo-sweep";

/** Photos nothing shows any more leave the file store after the grace period; a photo in use never does. */
let backend: Backend;
let store: TestDataStore;
let clock = Date.parse("2026-11-24T10:00:00Z");
const HOUR = 3600 * 1000;
const actor = { id: null, email: "photo-sweep test" };
let seed = 0;

beforeAll(async () => {
  store = await createTestDataStore("photo-sweep", { demoShopGoods: 20 });
  backend = await createBackend(
    { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: randomBytes(16).toString("hex"), seedGoods: 20, now: () => clock },
    pino({ level: "silent" }),
  );
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

/** A new photo (a picture of its own colour), stored as the back office's upload stores it; answers its key. */
async function upload(): Promise<string> {
  seed++;
  const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: seed * 7, g: 255 - seed * 5, b: 90 } } })
    .jpeg()
    .toBuffer();
  return (await backend.services.photos.store(bytes, `photo-${seed}.jpg`)).key;
}
const again = async (key: string) => {
  const { original_key } = await backend.db.selectFrom("photos").select("original_key").where("key", "=", key).executeTakeFirstOrThrow();
  return backend.services.photos.store((await backend.services.files.get(original_key))!, "again.jpg");
};

/** The file store's files of a photo, and whether its row is there. */
async function kept(key: string): Promise<{ files: number; row: boolean }> {
  const files = await backend.db.selectFrom("stored_files").select("key").where("key", "like", `photo-${key}%`).execute();
  const row = await backend.db.selectFrom("photos").select("key").where("key", "=", key).executeTakeFirst();
  return { files: files.length, row: row !== undefined };
}
const media = (path: string) => backend.fetch(new Request(`http://shop.test/api${path}`));
const cutoff = () => new Date(clock - PHOTO_ORPHAN_GRACE_MS).toISOString();
const sweep = () => sweepOrphanPhotos(backend.db, backend.services.files, cutoff());

async function newGood(photos: string[]): Promise<number> {
  const section = await backend.db.selectFrom("sections").select("id").orderBy("id").executeTakeFirstOrThrow();
  const input: GoodInput = {
    name: `Стул ${seed}`,
    handle: `stul-sweep-${seed}`,
    section_id: section.id,
    sku: "",
    price: 1000,
    old_price: null,
    stock: 1,
    made_to_order: false,
    lead_min: 2,
    lead_max: 2,
    width: 40,
    depth: 40,
    height: 90,
    material: "Дуб",
    color: "Белый",
    description: "",
    variant_label: null,
    hidden: false,
  };
  return backend.services.backoffice.catalog.saveGood(actor, null, input, photos);
}

describe("photos nothing shows any more", () => {
  it("an orphan older than the grace period goes with its original, every size and its share picture, on a later upload", async () => {
    const key = await upload();
    const goodId = await newGood([key]);
    expect((await media(`/media/photos/${key}-share.jpg`)).status).toBe(200);
    // The original, 3 widths × 2 formats (a 600 px photo), the feed picture and the share picture.
    expect(await kept(key)).toEqual({ files: 1 + 3 * 2 + 2, row: true });
    const [picture] = (await backend.services.backoffice.catalog.getGood(goodId)).images;
    await backend.services.backoffice.catalog.editPhotos(actor, goodId, { op: "delete", index: 0, version: picture!.version });

    clock += PHOTO_ORPHAN_GRACE_MS + HOUR;
    await upload();
    expect(await kept(key)).toEqual({ files: 0, row: false });
    expect((await media(`/media/photos/${key}-480.avif`)).status).toBe(404);
    expect((await media(`/media/photos/${key}-share.jpg`)).status).toBe(404);
  });

  it("keeps a photo a good, a section or a content item's text shows, however old", async () => {
    const [onGood, onSection, inText] = [await upload(), await upload(), await upload()];
    await newGood([onGood]);
    const [section] = await backend.services.backoffice.catalog.listSections();
    const { id, version, name, handle, sort } = section!;
    await backend.services.backoffice.catalog.saveSection(
      actor,
      { id, version },
      { name, handle, sort, hidden: section!.hidden },
      { photo: onSection },
    );
    await backend.db
      .updateTable("news")
      .set({ text: `<p>Новинка</p><img src="/media/photos/${inText}-720.webp" alt="">` })
      .where("id", "=", (await backend.db.selectFrom("news").select("id").executeTakeFirstOrThrow()).id)
      .execute();

    clock += PHOTO_ORPHAN_GRACE_MS * 3;
    await sweep();
    for (const key of [onGood, onSection, inText]) expect(await kept(key)).toEqual({ files: 1 + 3 * 2 + 1, row: true });
    expect((await media(`/media/photos/${onGood}-480.avif`)).status).toBe(200);
  });

  it("keeps an orphan younger than the grace period (a photo uploaded for a form still being filled in)", async () => {
    const key = await upload();
    clock += PHOTO_ORPHAN_GRACE_MS - HOUR;
    await sweep();
    expect(await kept(key)).toEqual({ files: 1 + 3 * 2 + 1, row: true });
  });

  it("keeps a photo uploaded again or attached again before the sweep, even after the sweep chose it", async () => {
    const [uploadedAgain, attachedLate] = [await upload(), await upload()];
    clock += PHOTO_ORPHAN_GRACE_MS + HOUR;
    // A good written after a sweep chose the photo and before it removed it.
    await backend.db
      .updateTable("goods")
      .set({ images: JSON.stringify([{ src: `/media/photos/${attachedLate}-480.webp`, width: 480, height: 320, alt: "" }]) })
      .where("id", "=", (await backend.db.selectFrom("goods").select("id").orderBy("id").executeTakeFirstOrThrow()).id)
      .execute();
    expect(await removeOrphanPhoto(backend.db, backend.services.files, attachedLate, cutoff())).toBe(false);
    // The same bytes uploaded again for a new form: the grace period starts again.
    expect((await again(uploadedAgain)).key).toBe(uploadedAgain);
    await sweep();
    for (const key of [uploadedAgain, attachedLate]) expect(await kept(key)).toEqual({ files: 1 + 3 * 2 + 1, row: true });
  });

  it("two sweeps at once remove an orphan once, neither failing", async () => {
    const key = await upload();
    clock += PHOTO_ORPHAN_GRACE_MS + HOUR;
    const removed = await Promise.allSettled([sweep(), sweep()]);
    expect(removed.map((sweep) => sweep.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await kept(key)).toEqual({ files: 0, row: false });
  });
});
