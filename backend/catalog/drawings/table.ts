import { chooseParts, scale, shade } from "./design";
import { PIECE_CENTRE as CX, PIECE_FLOOR as FLOOR, type Piece } from "./piece";
import { line, METAL, path, rect, strokePath } from "./primitives";

/** Tables. */
export function table(piece: Piece): string {
  const [top, legStyle, apron, shelf, overhang] = chooseParts(piece.model, [3, 5, 2, 3, 2]);
  const c = piece.color;
  const width = scale(piece.size?.width ?? 160, [90, 240], [380, 820]);
  const height = scale(piece.size?.height ?? 75, [45, 76], [200, 300]);
  const x0 = CX - width / 2;
  const x1 = CX + width / 2;
  const thickness = [14, 34, 22][top];
  const y = FLOOR - height;
  const under = y + thickness;
  const legColor = legStyle === 4 ? METAL : shade(c, -0.12);
  const inset = overhang ? 60 : 22;
  const parts: string[] = [];
  switch (legStyle) {
    case 0:
      for (const x of [x0 + inset, x1 - inset - 24]) parts.push(rect(x, under, 24, FLOOR - under, legColor));
      break;
    case 1:
      parts.push(
        path(`M${x0 + inset + 38} ${under}h26l-34 ${FLOOR - under}h-14z`, legColor),
        path(`M${x1 - inset - 64} ${under}h26l22 ${FLOOR - under}h-14z`, legColor),
      );
      break;
    case 2:
      for (const x of [x0 + 90, x1 - 90]) {
        parts.push(
          strokePath(`M${x - 48} ${FLOOR}L${x} ${under}L${x + 48} ${FLOOR}`, legColor, 14),
          line(x - 50, FLOOR - 6, x + 50, FLOOR - 6, legColor, 10),
        );
      }
      parts.push(line(x0 + 90, FLOOR - 90, x1 - 90, FLOOR - 90, legColor, 10));
      break;
    case 3:
      for (const x of width > 600 ? [CX - width / 4, CX + width / 4] : [CX]) {
        parts.push(
          rect(x - 26, under, 52, FLOOR - under - 14, legColor),
          `<ellipse cx="${x}" cy="${FLOOR - 8}" rx="${Math.min(120, width / 5)}" ry="12" fill="${legColor}"/>`,
        );
        // A pedestal has no shelf: a collar or a second ring instead.
        if (shelf) parts.push(rect(x - 36, shelf === 1 ? under + 24 : FLOOR - 60, 72, 14, legColor, 7));
      }
      break;
    default:
      for (const x of [x0 + inset + 8, x1 - inset - 78])
        parts.push(`<rect x="${x}" y="${under}" width="70" height="${FLOOR - under - 4}" fill="none" stroke="${METAL}" stroke-width="9"/>`);
  }
  // A shelf or a stretcher between the legs (not under a pedestal).
  if (shelf === 1 && legStyle !== 3) parts.push(rect(x0 + inset + 10, FLOOR - 80, width - 2 * inset - 20, 12, shade(c, -0.05), 3));
  if (shelf === 2 && legStyle !== 3) parts.push(line(x0 + inset + 12, FLOOR - 56, x1 - inset - 12, FLOOR - 56, legColor, 7));
  if (apron) parts.push(rect(x0 + inset + 6, under, width - 2 * inset - 12, 34, shade(c, -0.18)));
  parts.push(rect(x0, y, width, thickness, c, [3, 6, 11][top]));
  return parts.join("");
}
