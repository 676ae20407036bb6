/**
 * Which parts a model is drawn with. Each kind offers a few options per part (back, arms, legs, …); a model
 * number picks one option per part. The number is written in mixed radix, one digit per part, and each part
 * takes a running sum of its digit and twice the sum before it: the digits can be read back from the parts,
 * so any two models fewer than the product of the option counts apart get different designs, and models a few
 * steps apart differ in several parts at once rather than in the first one only.
 */
export function chooseParts(model: number, optionCounts: readonly number[]): number[] {
  let rest = Math.max(0, Math.floor(model));
  let carried = 0;
  return optionCounts.map((count) => {
    const digit = rest % count;
    rest = Math.floor(rest / count);
    carried = carried * 2 + digit;
    return carried % count;
  });
}

/** A small deterministic hash of a text, for choosing among options by a name. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** `value` (in the range `from`) mapped linearly onto the range `to`, clamped. */
export function scale(value: number, from: readonly [number, number], to: readonly [number, number]): number {
  const t = Math.min(1, Math.max(0, (value - from[0]) / (from[1] - from[0] || 1)));
  return Math.round(to[0] + t * (to[1] - to[0]));
}

/** A colour darker (amount < 0) or lighter (amount > 0) by mixing with black or white. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const [r, g, b] = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}
