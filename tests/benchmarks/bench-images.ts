// `npm run bench:images`: a benchmark, not a test. A 4000×3000 JPEG of 3–5 MB (a stand-in for a camera's
// photo) goes through the image pipeline in a fresh process (SQLite, the database file store): the seconds it
// takes to check, decode and make every size, the process's peak RSS, and the bytes of each size. Targets: the
// card's sizes (480 px; 720 px for 2× screens) ≤ 60 KB in AVIF and in WebP.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createBackend } from "../../backend/index";
import { derivedKey, PHOTO_FORMATS } from "../../backend/services/photos";
import { cameraJpeg } from "../../backend/testing/camera-photo";

const TARGET_KB = 60;
const CARD_WIDTHS = [480, 720];

type Run = { seconds: number; rssBeforeMb: number; peakRssMb: number; widths: number[]; sizes: Record<string, number> };

if (process.argv[2] === "--run") {
  const [dataDir, photoFile] = process.argv.slice(3);
  const photo = fs.readFileSync(photoFile);
  const backend = await createBackend({ dataDir, secret: "bench", seed: false }, pino({ level: "warn" }));
  const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  const stored = await backend.services.photos.store(photo, "camera.jpg");
  const seconds = (performance.now() - started) / 1000;
  const sizes: Record<string, number> = {};
  for (const width of stored.widths) {
    for (const format of PHOTO_FORMATS)
      sizes[`${width}.${format}`] = (await backend.services.files.get(derivedKey(stored.key, width, format)))?.length ?? 0;
  }
  const run: Run = { seconds, rssBeforeMb, peakRssMb: process.resourceUsage().maxRSS / 1024, widths: stored.widths, sizes };
  await backend.close();
  process.stdout.write(`${JSON.stringify(run)}\n`);
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-images-"));
try {
  const photo = await cameraJpeg();
  const photoFile = path.join(dir, "camera.jpg");
  fs.writeFileSync(photoFile, photo);
  console.log(`photo: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB`);
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir);
  const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, "--run", dataDir, photoFile], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(child.stderr);
  const run = JSON.parse(child.stdout.trim().split("\n").pop() ?? "{}") as Run;
  console.log(
    `pipeline: ${run.seconds.toFixed(2)} s for ${run.widths.length} widths × ${PHOTO_FORMATS.length} formats; RSS ${run.rssBeforeMb.toFixed(0)} MB before, peak ${run.peakRssMb.toFixed(0)} MB`,
  );
  for (const width of run.widths) {
    const kb = PHOTO_FORMATS.map((format) => `${format} ${(run.sizes[`${width}.${format}`] / 1024).toFixed(1)} KB`).join(", ");
    console.log(`  ${width} px: ${kb}`);
  }
  const over = CARD_WIDTHS.flatMap((width) =>
    PHOTO_FORMATS.filter((format) => run.sizes[`${width}.${format}`] > TARGET_KB * 1024).map((f) => `${width}.${f}`),
  );
  console.log(
    over.length ? `card sizes over ${TARGET_KB} KB: ${over.join(", ")}` : `card sizes (${CARD_WIDTHS.join(", ")} px) ≤ ${TARGET_KB} KB: yes`,
  );
  if (over.length) process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
