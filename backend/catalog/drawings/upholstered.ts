import { chooseParts, shade } from "./design";
import { LEG_HEIGHT, legs, type LegStyle } from "./legs";
import { PIECE_CENTRE as CX, PIECE_FLOOR as FLOOR, type Piece } from "./piece";
import { line, path, range, rect, WOODS } from "./primitives";

/** Sofas and armchairs. */

const SOFA_LEGS: LegStyle[] = ["tapered", "hairpin", "block", "plinth", "bun"];

/** Pixels per centimetre of sofas and armchairs: drawn to scale, a long sofa is long and low. */
const SOFA_PX_PER_CM = 3;
const ARMCHAIR_PX_PER_CM = 3.6;

export function upholstered(piece: Piece, armchair: boolean): string {
  const [back, arms, legStyle, cushions] = chooseParts(piece.model, [5, 5, 5, 3]);
  const c = piece.color;
  const k = armchair ? ARMCHAIR_PX_PER_CM : SOFA_PX_PER_CM;
  const widthCm = Math.min(Math.max(piece.size?.width ?? (armchair ? 85 : 220), armchair ? 60 : 160), armchair ? 110 : 320);
  const heightCm = Math.min(Math.max(piece.size?.height ?? 85, 70), 110);
  const width = Math.round(widthCm * k);
  const x0 = CX - width / 2;
  const x1 = CX + width / 2;
  const style = SOFA_LEGS[legStyle];
  const bottom = FLOOR - LEG_HEIGHT[style];
  const seatTop = Math.min(FLOOR - 46 * k, bottom - 60);
  // Arms take at most a fifth of the width each, so a narrow armchair keeps its seat.
  const armWidth = Math.round(Math.min([16, 36, 30, 28, 0][arms], widthCm / 5) * k);
  const armTop = Math.min(FLOOR - [66, 62, 60, 54, 0][arms] * k, seatTop - 24);
  const inner0 = x0 + armWidth;
  const inner1 = x1 - armWidth;
  const backTop = FLOOR - heightCm * k - (back === 1 ? 24 : 0);
  const parts: string[] = [legs(style, x0, x1, c, WOODS[(piece.model + legStyle) % WOODS.length])];

  // The back, behind the seat: straight, high and rounded, loose pillows, channel-tufted or camel.
  const b0 = inner0 - (armWidth ? 12 : 0);
  const b1 = inner1 + (armWidth ? 12 : 0);
  const backColor = shade(c, -0.08);
  if (back === 4) {
    const wing = armchair ? 30 : 0;
    parts.push(
      path(
        `M${b0 - wing} ${seatTop + 40}V${backTop + 40}Q${b0 - wing} ${backTop} ${b0 + 50} ${backTop + 8}Q${CX} ${backTop - 36} ${b1 - 50} ${backTop + 8}Q${b1 + wing} ${backTop} ${b1 + wing} ${backTop + 40}V${seatTop + 40}Z`,
        backColor,
      ),
    );
  } else {
    parts.push(rect(b0, backTop, b1 - b0, seatTop - backTop + 40, backColor, back === 1 ? 34 : 18));
  }
  if (back === 3) for (let x = b0 + 34; x < b1 - 20; x += 36) parts.push(line(x, backTop + 16, x, seatTop - 4, shade(c, -0.26), 3));

  // Seat: one cushion per place (a place is about 75 cm), one long bench cushion, or one place fewer.
  const places = armchair ? 1 : Math.max(2, Math.round((widthCm - 40) / 75));
  const count = armchair ? 1 : [places, 1, Math.max(2, places - 1)][cushions];
  const seatWidth = (inner1 - inner0) / count;
  if (back === 2) {
    for (const i of range(count)) parts.push(rect(inner0 + i * seatWidth + 8, backTop + 6, seatWidth - 16, seatTop - backTop - 4, shade(c, 0.1), 26));
  }
  parts.push(rect(x0 + (armWidth ? 10 : 0), seatTop + 30, width - (armWidth ? 20 : 0), bottom - seatTop - 30, shade(c, -0.12), 8));
  for (const i of range(count)) parts.push(rect(inner0 + i * seatWidth + 3, seatTop, seatWidth - 6, 44, shade(c, 0.06), 14));

  // Arms, in front: track, wide square, rolled, low rounded, or none.
  if (armWidth) {
    for (const ax of [x0, x1 - armWidth]) {
      parts.push(rect(ax, armTop, armWidth, bottom - armTop, c, [8, 16, 20, 30, 0][arms]));
      if (arms === 2) parts.push(`<ellipse cx="${ax + armWidth / 2}" cy="${armTop + 4}" rx="${armWidth / 2 + 8}" ry="20" fill="${shade(c, 0.08)}"/>`);
    }
  }
  return parts.join("");
}
