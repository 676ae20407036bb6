import { chooseParts, scale, shade } from "./design";
import { LEG_HEIGHT, legs, type LegStyle } from "./legs";
import { PIECE_FLOOR as FLOOR, type Piece } from "./piece";
import { line, path, range, rect, WOODS } from "./primitives";

/** Beds, seen from the side: headboard on the left. */

const LINEN = "#f4f1ec";

const BED_LEGS: LegStyle[] = ["plinth", "tapered", "hairpin"];

export function bed(piece: Piece): string {
  const [headboard, legStyle, footboard, pillows, drawers, highRail] = chooseParts(piece.model, [5, 3, 2, 2, 2, 2]);
  const c = piece.color;
  const style = BED_LEGS[legStyle];
  const x0 = 250;
  const x1 = 960;
  const bottom = FLOOR - LEG_HEIGHT[style];
  const railHeight = highRail ? 110 : 80;
  const railTop = bottom - railHeight;
  const headTop = bottom - scale(piece.size?.height ?? 110, [90, 130], [250, 340]);
  const wood = WOODS[(piece.model + headboard) % WOODS.length];
  const parts = [legs(style, x0, x1, c, wood), rect(x0, railTop, x1 - x0, railHeight, shade(c, -0.06), 12)];
  if (drawers) {
    for (const dx of [x0 + 160, x0 + 420])
      parts.push(rect(dx, railTop + 16, 220, railHeight - 32, shade(c, 0.04), 6), rect(dx + 90, railTop + railHeight / 2 - 3, 40, 6, "#d8d2c8", 3));
  }
  parts.push(rect(x0 + 70, railTop - 52, x1 - x0 - 80, 58, LINEN, 22));
  for (const i of range(pillows + 1))
    parts.push(`<ellipse cx="${x0 + 150 + i * 40}" cy="${railTop - 66 - i * 14}" rx="78" ry="26" fill="${i ? "#f7f5f0" : "#ffffff"}"/>`);
  parts.push(path(`M${x0 + 330} ${railTop - 58}H${x1 - 12}q12 0 12 14V${railTop + 30}H${x0 + 300}Z`, shade(c, 0.35)));
  const w = 84;
  switch (headboard) {
    case 0:
      parts.push(rect(x0, headTop, w, bottom - headTop, c, 14));
      break;
    case 1:
      parts.push(rect(x0 - 10, headTop, w + 10, bottom - headTop, c, 24));
      for (const y of range(5).map((i) => headTop + 30 + i * ((railTop - headTop - 40) / 5)))
        parts.push(line(x0, y, x0 + w - 10, y, shade(c, -0.25), 3));
      break;
    case 2:
      parts.push(
        path(
          `M${x0} ${bottom}V${headTop + 60}Q${x0} ${headTop} ${x0 + w / 2} ${headTop}Q${x0 + w} ${headTop} ${x0 + w} ${headTop + 60}V${bottom}Z`,
          c,
        ),
      );
      break;
    case 3:
      parts.push(
        rect(x0, headTop, 20, bottom - headTop, wood),
        rect(x0 + w - 20, headTop, 20, bottom - headTop, wood),
        rect(x0, headTop, w, 22, wood, 4),
      );
      for (const i of range(3)) parts.push(rect(x0 + 24 + i * 14, headTop + 22, 8, railTop - headTop - 22, wood));
      break;
    default:
      parts.push(
        rect(x0, headTop + 40, w + 30, bottom - headTop - 40, c, 40),
        rect(x0 + 18, headTop + 70, w - 8, railTop - headTop - 90, shade(c, 0.1), 24),
      );
  }
  if (footboard) parts.push(rect(x1 - 30, railTop - 70, 40, bottom - railTop + 70, headboard === 3 ? wood : c, 10));
  return parts.join("");
}
