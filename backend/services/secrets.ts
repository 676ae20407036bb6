import crypto from "node:crypto";

/** HMAC-SHA256 of `value` under the backend secret: tokens and codes are stored only this way. */
export function keyedHash(secret: string, value: string): string {
  return crypto.createHmac("sha256", secret).update(value).digest("hex");
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
