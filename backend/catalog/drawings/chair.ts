import { chooseParts, scale, shade } from "./design";
import { PIECE_CENTRE as CX, PIECE_FLOOR as FLOOR, type Piece } from "./piece";
import { line, METAL, path, range, rect, strokePath, WOODS } from "./primitives";

/** Chairs. */
export function chair(piece: Piece): string {
  const [back, legStyle, seat, armrests, stretcher] = chooseParts(piece.model, [5, 5, 3, 2, 2]);
  const c = piece.color;
  const width = scale(piece.size?.width ?? 48, [42, 60], [180, 240]);
  const x0 = CX - width / 2;
  const x1 = CX + width / 2;
  const seatY = FLOOR - 180;
  const backTop = FLOOR - scale(piece.size?.height ?? 85, [78, 95], [390, 460]);
  const wood = seat === 1 ? c : WOODS[(piece.model + back) % WOODS.length];
  const frame = legStyle === 2 || legStyle === 3 ? METAL : wood;
  const parts: string[] = [];

  // Back: posts with a panel, slats, rails, an oval or spindles.
  if (back === 0) parts.push(rect(x0 + 10, backTop, width - 20, seatY - backTop + 10, c, 26));
  else if (back === 3)
    parts.push(
      rect(x0 + 20, seatY - 40, 12, 50, frame),
      rect(x1 - 32, seatY - 40, 12, 50, frame),
      `<ellipse cx="${CX}" cy="${(backTop + seatY) / 2 - 20}" rx="${width / 2 - 10}" ry="${(seatY - backTop) / 2 - 20}" fill="${c}"/>`,
    );
  else {
    parts.push(rect(x0 + 8, backTop, 14, seatY - backTop, frame, 4), rect(x1 - 22, backTop, 14, seatY - backTop, frame, 4));
    if (back === 1) {
      parts.push(rect(x0 + 8, backTop, width - 16, 30, frame, 6));
      for (const i of range(4)) parts.push(rect(x0 + 34 + i * ((width - 84) / 3), backTop + 30, 16, seatY - backTop - 30, frame));
    } else if (back === 2) {
      for (const i of range(3)) parts.push(rect(x0 + 8, backTop + 14 + i * 56, width - 16, 20, frame, 4));
    } else {
      parts.push(rect(x0 + 8, backTop, width - 16, 24, frame, 10));
      for (const i of range(7)) parts.push(line(x0 + 36 + i * ((width - 72) / 6), backTop + 24, x0 + 36 + i * ((width - 72) / 6), seatY, frame, 5));
    }
  }

  // Legs.
  const legTop = seatY + 20;
  switch (legStyle) {
    case 0:
      for (const x of [x0 + 10, x1 - 28]) parts.push(rect(x, legTop, 18, FLOOR - legTop, frame));
      break;
    case 1:
      parts.push(
        path(`M${x0 + 18} ${legTop}h18l-20 ${FLOOR - legTop}h-10z`, frame),
        path(`M${x1 - 36} ${legTop}h18l14 ${FLOOR - legTop}h-10z`, frame),
      );
      break;
    case 2:
      parts.push(strokePath(`M${x0 + 18} ${legTop}V${FLOOR - 4}H${x1 - 18}V${legTop}`, METAL, 8));
      break;
    case 3:
      for (const x of [x0 + 26, x1 - 26]) parts.push(strokePath(`M${x - 12} ${legTop}L${x} ${FLOOR}L${x + 12} ${legTop}`, METAL, 4));
      break;
    default:
      for (const x of [x0 + 19, x1 - 19]) {
        parts.push(
          rect(x - 7, legTop, 14, FLOOR - legTop, frame),
          ...[0.3, 0.65].map((t) => `<ellipse cx="${x}" cy="${legTop + t * (FLOOR - legTop)}" rx="13" ry="9" fill="${frame}"/>`),
        );
      }
  }

  if (stretcher) parts.push(line(x0 + 20, FLOOR - 60, x1 - 20, FLOOR - 60, frame, 6));
  if (armrests) {
    for (const x of [x0 - 14, x1 - 14]) parts.push(rect(x + 8, seatY - 86, 12, 90, frame, 4), rect(x, seatY - 96, 28, 14, frame, 7));
  }

  // Seat.
  const seatHeight = [38, 16, 30][seat];
  parts.push(rect(x0, seatY, width, seatHeight, seat === 1 ? wood : c, [14, 4, 10][seat]));
  if (seat === 2) parts.push(line(x0 + 10, seatY + seatHeight - 8, x1 - 10, seatY + seatHeight - 8, shade(c, -0.25), 3));
  return parts.join("");
}
