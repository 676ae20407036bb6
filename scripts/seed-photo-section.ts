// `npm run catalog:photo-section`: adds the section «Фото» (/catalog/foto) with 24 goods, each with its own
// 4000×3000 JPEG of 3–5 MB put through the image pipeline, to the database the shop uses (DATA_DIR,
// DATABASE_URL): the page `npm run lighthouse` measures photos on (`LH_PHOTO_SECTION=1`). Running it again
// changes nothing that is there already.
import pino from "pino";
import { createBackend } from "../backend/index";
import { cameraJpeg } from "../backend/testing/camera-photo";
import { dataDir, databaseUrl, describeTarget, seed } from "./db-target";

const PHOTO_SECTION_HANDLE = "foto";
const GOODS = 24;

const backend = await createBackend({ dataDir, databaseUrl, secret: "photo-section", seed }, pino({ level: "warn" }));
const actor = { id: null, email: "command line" };
const catalog = backend.services.backoffice.catalog;
try {
  const sections = await catalog.listSections();
  const sectionId =
    sections.find((s) => s.handle === PHOTO_SECTION_HANDLE)?.id ??
    (await catalog.saveSection(actor, null, { name: "Фото", handle: PHOTO_SECTION_HANDLE, sort: 0, hidden: false }));
  const { goods } = await catalog.listGoods({ sectionId, offset: 0, limit: GOODS });
  for (let n = goods.length + 1; n <= GOODS; n++) {
    const photo = await backend.services.photos.store(await cameraJpeg(n), `foto-${n}.jpg`);
    await catalog.saveGood(
      actor,
      null,
      {
        name: `Кресло с фото ${n}`,
        handle: `kreslo-s-foto-${n}`,
        section_id: sectionId,
        sku: "",
        price: 10_000 + n * 990,
        old_price: null,
        stock: 5,
        made_to_order: false,
        lead_min: 2,
        lead_max: 2,
        width: 80,
        depth: 85,
        height: 95,
        material: "Велюр",
        color: "Серый",
        description: "Кресло для замера страницы с фотографиями.",
        variant_label: null,
        hidden: false,
      },
      [photo.key],
    );
    console.log(`good ${n} of ${GOODS}`);
  }
  console.log(`section /catalog/${PHOTO_SECTION_HANDLE} with ${GOODS} goods with photos in ${describeTarget()}`);
} finally {
  await backend.close();
}
