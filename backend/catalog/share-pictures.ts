import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Share pictures (og:image) are 1200×630, the size social networks show without cropping. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const pending = new Map<string, Promise<Buffer>>();

/*
 * Each picture is rendered once and then read from its file, so libvips' operation cache (50 MB by default)
 * would only hold memory, and one thread per picture is enough for a rare rendering (the default is one per core).
 */
sharp.cache(false);
sharp.concurrency(1);

/**
 * The PNG of a seeded drawing, made once with sharp and kept in `dir` as `<name>.png`; later calls read the file.
 * Made on first request rather than at seed time: ~100 ms of CPU each for ~600 pictures would hold back every
 * fresh start by a minute. Concurrent first requests share one rendering. `name` must already be a safe
 * relative path (the media routes accept only their own patterns).
 */
export async function sharePicture(dir: string, name: string, svg: () => string): Promise<Buffer> {
  const file = path.join(dir, `${name}.png`);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return cached;
  let rendering = pending.get(file);
  if (!rendering) {
    rendering = render(file, svg()).finally(() => pending.delete(file));
    pending.set(file, rendering);
  }
  return rendering;
}

async function render(file: string, svg: string): Promise<Buffer> {
  const png = await sharp(Buffer.from(svg))
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "cover" })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, png);
  await fs.rename(temporary, file);
  return png;
}
