import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The focus ring (`--focus` in base.css) is a visible indicator: on every background the shop paints, at least
 * one of its bands differs from that background by 3:1 or more (WCAG 1.4.11).
 */
const css = fs.readFileSync(path.join(__dirname, "base.css"), "utf8");
const rootBlock = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));

function token(name: string): string {
  const value = rootBlock.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
  if (!value) throw new Error(`${name} is not defined in :root`);
  return value;
}

/** A colour as opaque RGB: `#rrggbb`, `var(--x)`, or `rgba(r, g, b, a)` laid over `under`. */
function rgb(value: string, under: number[] = [255, 255, 255]): number[] {
  const variable = value.match(/^var\((--[\w-]+)\)$/);
  if (variable) return rgb(token(variable[1]!), under);
  const hex = value.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16));
  const rgba = value.match(/^rgba?\(([^)]+)\)$/);
  if (!rgba) throw new Error(`unknown colour ${value}`);
  const [r, g, b, a = 1] = rgba[1]!.split(",").map(Number);
  return [r!, g!, b!].map((c, i) => c * a + under[i]! * (1 - a));
}

function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colours of the ring's bands: the last word of each comma-separated shadow. */
function bands(background: number[]): number[][] {
  return token("--focus")
    .split(/,(?![^(]*\))/)
    .map((shadow) =>
      rgb(
        shadow
          .trim()
          .split(/\s+(?![^(]*\))/)
          .at(-1)!,
        background,
      ),
    );
}

describe("focus ring", () => {
  // The page, cards and inputs, the header's top bar, soft accents, the footer, filled accent buttons.
  const backgrounds = ["--c-surface", "--c-bg", "--c-surface-warm", "--c-accent-soft", "--c-dark", "--c-accent"];
  it.each(backgrounds)("has a band at 3:1 or more against %s", (name) => {
    const background = rgb(token(name));
    const best = Math.max(...bands(background).map((band) => contrast(band, background)));
    expect(best).toBeGreaterThanOrEqual(3);
  });
});
