import { chooseParts, scale, shade } from "./design";
import { PIECE_FLOOR as FLOOR, type Piece } from "./piece";
import { METAL, path, rect, strokePath } from "./primitives";

/** Lamps. */

/** A lamp's base standing on `floor`: a disc, a square block or a cone; a tripod stands on its legs. */
function lampBase(style: number, x: number, floor: number, size: number): string {
  if (style === 0) return `<ellipse cx="${x}" cy="${floor - 8 * size}" rx="${60 * size}" ry="${10 * size}" fill="${METAL}"/>`;
  if (style === 1) return rect(x - 40 * size, floor - 16 * size, 80 * size, 16 * size, METAL, 3);
  return path(`M${x - 14 * size} ${floor - 50 * size}h${28 * size}l${24 * size} ${50 * size}h${-76 * size}z`, METAL);
}

export function lamp(piece: Piece): string {
  const [shadeStyle, stand, base, tall, ring] = chooseParts(piece.model, [5, 3, 3, 2, 2]);
  const c = piece.color;
  const parts: string[] = [];
  let shadeBottom: number;
  if (stand === 1) {
    // A table lamp, shown on a small side table.
    parts.push(rect(500, 470, 200, 18, "#8a6a4a", 4), rect(520, 488, 14, FLOOR - 488, "#8a6a4a"), rect(666, 488, 14, FLOOR - 488, "#8a6a4a"));
    parts.push(lampBase(base, 600, 470, 0.6), rect(596, 330, 8, 130, METAL));
    shadeBottom = 340;
  } else {
    const height = scale(piece.size?.height ?? 160, [30, 180], [360, 500]);
    shadeBottom = FLOOR - height + 100;
    if (stand === 2) {
      parts.push(strokePath(`M530 ${FLOOR}L600 ${shadeBottom + 40}L670 ${FLOOR}M600 ${shadeBottom + 40}V${FLOOR}`, "#8a6a4a", 8));
      for (const x of [530, 600, 670]) parts.push(lampBase(base, x, FLOOR + 4, 0.22));
    } else parts.push(rect(597, shadeBottom, 6, FLOOR - shadeBottom - 8, METAL), lampBase(base, 600, FLOOR, 1));
  }
  const y = shadeBottom;
  if (ring) parts.push(`<ellipse cx="600" cy="${stand === 1 ? 395 : (y + FLOOR) / 2}" rx="14" ry="9" fill="${METAL}"/>`);
  parts.push(`<ellipse cx="600" cy="${y + 26}" rx="90" ry="26" fill="#fff3c4" opacity=".55"/>`);
  // A tall shade is the same shape stretched upwards from its rim.
  parts.push(tall ? `<g transform="translate(0 ${y}) scale(1 1.4) translate(0 ${-y})">` : "<g>");
  switch (shadeStyle) {
    case 0:
      parts.push(path(`M550 ${y - 110}H650L700 ${y}H500Z`, c));
      break;
    case 1:
      parts.push(rect(515, y - 100, 170, 100, c, 4));
      break;
    case 2:
      parts.push(path(`M490 ${y}Q490 ${y - 110} 600 ${y - 110}Q710 ${y - 110} 710 ${y}Z`, c));
      break;
    case 3:
      parts.push(
        `<circle cx="600" cy="${y - 55}" r="62" fill="${shade(c, 0.55)}"/>`,
        `<circle cx="600" cy="${y - 55}" r="62" fill="none" stroke="${c}" stroke-width="6"/>`,
      );
      break;
    default:
      parts.push(path(`M560 ${y - 120}Q600 ${y - 135} 640 ${y - 120}Q650 ${y - 30} 705 ${y}H495Q550 ${y - 30} 560 ${y - 120}Z`, c));
  }
  parts.push("</g>");
  return parts.join("");
}
