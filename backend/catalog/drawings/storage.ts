import { chooseParts, scale, shade } from "./design";
import { LEG_HEIGHT, legs, type LegStyle } from "./legs";
import { PIECE_CENTRE as CX, PIECE_FLOOR as FLOOR, type Piece } from "./piece";
import { line, range, rect, WOODS } from "./primitives";

/** Storage: wardrobes and chests. */

function handles(style: number, x: number, y: number, w: number, h: number, edge: "left" | "right" | "center"): string {
  const hx = edge === "left" ? x + 22 : edge === "right" ? x + w - 22 : x + w / 2;
  if (style === 0)
    return h > w ? rect(hx - 4, y + h * 0.42, 8, Math.min(120, h * 0.25), "#d8d2c8", 4) : rect(hx - 28, y + h / 2 - 4, 56, 8, "#d8d2c8", 4);
  if (style === 1) return `<circle cx="${hx}" cy="${h > w ? y + h * 0.5 : y + h / 2}" r="8" fill="#d8d2c8"/>`;
  return rect(x + 6, y + 4, w - 12, 6, "#00000040", 3);
}

export function wardrobe(piece: Piece): string {
  const [doors, handle, base, mirror, drawers, mezzanine] = chooseParts(piece.model, [3, 3, 3, 2, 2, 2]);
  const c = piece.color;
  const width = scale(piece.size?.width ?? 160, [80, 240], [300, 640]);
  const height = scale(piece.size?.height ?? 220, [200, 240], [430, 500]);
  const x0 = CX - width / 2;
  const baseHeight = [18, 36, 18][base];
  const bottom = FLOOR - baseHeight;
  const top = bottom - height;
  const count = doors + 2;
  const doorWidth = width / count;
  // Doors span the body between a mezzanine above and a row of drawers below, when there are such.
  const doorTop = mezzanine ? top + 80 : top;
  const doorBottom = drawers ? bottom - 80 : bottom;
  const parts: string[] = [];
  if (base === 1) for (const x of [x0 + 16, x0 + width - 36]) parts.push(rect(x, bottom, 20, baseHeight, shade(c, -0.35)));
  else parts.push(rect(x0 + 6, bottom, width - 12, baseHeight, shade(c, -0.35)));
  parts.push(rect(x0, top, width, height, c, 6));
  if (base === 2) parts.push(rect(x0 - 10, top - 22, width + 20, 24, shade(c, -0.1), 3));
  if (mezzanine) parts.push(line(x0 + 6, doorTop, x0 + width - 6, doorTop, "#00000033", 3));
  if (drawers) {
    parts.push(
      line(x0 + 6, doorBottom, x0 + width - 6, doorBottom, "#00000033", 3),
      line(x0 + width / 2, doorBottom, x0 + width / 2, bottom - 6, "#00000033", 3),
    );
    for (const dx of [x0, x0 + width / 2]) parts.push(handles(handle, dx, doorBottom, width / 2, bottom - doorBottom, "center"));
  }
  for (const i of range(count)) {
    const dx = x0 + i * doorWidth;
    if (i > 0) parts.push(line(dx, top + 8, dx, doorBottom - 8, "#00000033", 3));
    if (mirror && i === Math.floor(count / 2)) {
      parts.push(
        rect(dx + 14, doorTop + 20, doorWidth - 28, doorBottom - doorTop - 40, "#dfe6ea", 3),
        line(dx + 30, doorTop + 120, dx + doorWidth - 30, doorTop + 40, "#ffffffaa", 6),
      );
    }
    parts.push(handles(handle, dx, doorTop, doorWidth, doorBottom - doorTop, i % 2 === 0 ? "right" : "left"));
  }
  return parts.join("");
}

const CHEST_LAYOUTS: [rows: number, columns: number][] = [
  [3, 1],
  [4, 1],
  [5, 1],
  [3, 2],
  [2, 3],
];
const CHEST_LEGS: LegStyle[] = ["tapered", "plinth", "block"];

export function chest(piece: Piece): string {
  const [layout, handle, legStyle, framed, overhang] = chooseParts(piece.model, [5, 3, 3, 2, 2]);
  const c = piece.color;
  const width = scale(piece.size?.width ?? 120, [60, 180], [260, 600]);
  const height = scale(piece.size?.height ?? 85, [50, 120], [200, 420]);
  const x0 = CX - width / 2;
  const style = CHEST_LEGS[legStyle];
  const bottom = FLOOR - LEG_HEIGHT[style];
  const top = bottom - height;
  const [rows, columns] = CHEST_LAYOUTS[layout];
  const parts = [legs(style, x0, x0 + width, c, WOODS[piece.model % WOODS.length]), rect(x0, top, width, height, c, 8)];
  const drawerWidth = (width - 24) / columns;
  const drawerHeight = (height - 24) / rows;
  for (const r of range(rows)) {
    for (const col of range(columns)) {
      const dx = x0 + 12 + col * drawerWidth;
      const dy = top + 12 + r * drawerHeight;
      parts.push(rect(dx + 3, dy + 3, drawerWidth - 6, drawerHeight - 6, shade(c, 0.06), 4));
      if (framed)
        parts.push(
          `<rect x="${dx + 14}" y="${dy + 12}" width="${drawerWidth - 28}" height="${drawerHeight - 24}" fill="none" stroke="${shade(c, -0.2)}" stroke-width="3"/>`,
        );
      parts.push(handles(handle, dx + 3, dy + 3, drawerWidth - 6, drawerHeight - 6, "center"));
    }
  }
  if (overhang) parts.push(rect(x0 - 14, top - 16, width + 28, 18, shade(c, -0.08), 4));
  return parts.join("");
}
