import { randomBytes } from "node:crypto";
import sharp from "sharp";

/**
 * A stand-in for a camera's photo, 4000×3000 JPEG of 3–5 MB (quality 85): colour gradients with fine grain, so
 * it weighs what a real photo weighs and its reduced sizes keep some texture. `seed` varies the colours, so
 * each call for a different seed is a different photo.
 */
export async function cameraJpeg(seed = 0, width = 4000, height = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const grain = randomBytes(raw.length);
  const tint = (seed * 47) % 256;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + tint + (grain[i] & 31)) & 255;
      raw[i + 1] = ((y * 255) / height + (grain[i + 1] & 31)) & 255;
      raw[i + 2] = (128 + tint / 2 + (grain[i + 2] & 31)) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
