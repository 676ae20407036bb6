import { randomBytes } from "node:crypto";
import sharp from "sharp";

/**
 * A stand-in for a camera's photo, 4000×3000 JPEG of 3–5 MB (quality 90): colour gradients, a weave of about
 * 60 px (still 7 px in a 480 px card, so the small sizes have detail to keep) and fine grain, so it weighs what
 * a real photo weighs. `seed` varies the colours, so each call for a different seed is a different photo.
 */
export async function cameraJpeg(seed = 0, width = 4000, height = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const grain = randomBytes(raw.length);
  const tint = (seed * 47) % 256;
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let y = 0; y < height; y++) {
    const across = Math.cos(y / 11);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const weave = 28 * Math.sin(x / 9.5) * across;
      raw[i] = clamp(((x * 200) / width + tint / 4 + weave + (grain[i] & 31)) | 0);
      raw[i + 1] = clamp(((y * 200) / height + weave + (grain[i + 1] & 31)) | 0);
      raw[i + 2] = clamp((110 + tint / 3 - weave + (grain[i + 2] & 31)) | 0);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
