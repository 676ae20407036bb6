/** The SVG shapes the pieces are drawn with, and the metal and wood colours several kinds share. */

export const METAL = "#2f2f31";
export const WOODS = ["#8a6a4a", "#5b4330", "#a07850", "#c19a6b"];

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
export const strokePath = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);
