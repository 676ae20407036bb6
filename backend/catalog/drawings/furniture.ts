import { chooseParts, scale, shade } from "./design";

/**
 * Furniture silhouettes as SVG fragments in a 1200×800 frame: the piece stands on the floor line y = 640,
 * centred on x = 600. Each kind is built from parts (back, arms, legs, top, doors, …) that the model number
 * chooses, and sized by the good's real dimensions, so two models of one kind never look alike.
 */
export type Kind = "sofa" | "armchair" | "table" | "chair" | "wardrobe" | "bed" | "chest" | "lamp";

export interface Piece {
  kind: Kind;
  /** Main colour, `#rrggbb`. */
  color: string;
  /** The model number: it chooses the parts. */
  model: number;
  /** Real dimensions in centimetres, when known. */
  size?: { width: number; height: number };
}

const FLOOR = 640;
const CX = 600;
const METAL = "#2f2f31";
const WOODS = ["#8a6a4a", "#5b4330", "#a07850", "#c19a6b"];
const LINEN = "#f4f1ec";

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const strokePath = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

// ---------------------------------------------------------------------------------------------------------------
// Legs, shared by upholstery, chests and beds
// ---------------------------------------------------------------------------------------------------------------

type LegStyle = "tapered" | "hairpin" | "block" | "plinth" | "bun";
const LEG_HEIGHT: Record<LegStyle, number> = { tapered: 50, hairpin: 58, block: 26, plinth: 14, bun: 32 };

/** Legs under a body spanning x0..x1 whose bottom is `LEG_HEIGHT[style]` above the floor. */
function legs(style: LegStyle, x0: number, x1: number, body: string, wood: string): string {
  const h = LEG_HEIGHT[style];
  const top = FLOOR - h;
  const xs = x1 - x0 > 560 ? [x0 + 34, (x0 + x1) / 2, x1 - 34] : [x0 + 34, x1 - 34];
  switch (style) {
    case "tapered":
      return xs.map((x) => path(`M${x - 9} ${top}h18l-5 ${h}h-8z`, wood)).join("");
    case "hairpin":
      return xs.map((x) => strokePath(`M${x - 12} ${top}L${x} ${FLOOR}L${x + 12} ${top}`, METAL, 4)).join("");
    case "block":
      return xs.map((x) => rect(x - 15, top, 30, h, wood, 3)).join("");
    case "plinth":
      return rect(x0 + 22, top, x1 - x0 - 44, h, shade(body, -0.45));
    case "bun":
      return xs.map((x) => `<ellipse cx="${x}" cy="${FLOOR - h / 2}" rx="17" ry="${h / 2}" fill="${wood}"/>`).join("");
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sofas and armchairs
// ---------------------------------------------------------------------------------------------------------------

const SOFA_LEGS: LegStyle[] = ["tapered", "hairpin", "block", "plinth", "bun"];

/** Pixels per centimetre of sofas and armchairs: drawn to scale, a long sofa is long and low. */
const SOFA_PX_PER_CM = 3;
const ARMCHAIR_PX_PER_CM = 3.6;

function upholstered(piece: Piece, armchair: boolean): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Tables and chairs
// ---------------------------------------------------------------------------------------------------------------

function table(piece: Piece): string {
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

function chair(piece: Piece): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Storage: wardrobes and chests
// ---------------------------------------------------------------------------------------------------------------

function handles(style: number, x: number, y: number, w: number, h: number, edge: "left" | "right" | "center"): string {
  const hx = edge === "left" ? x + 22 : edge === "right" ? x + w - 22 : x + w / 2;
  if (style === 0)
    return h > w ? rect(hx - 4, y + h * 0.42, 8, Math.min(120, h * 0.25), "#d8d2c8", 4) : rect(hx - 28, y + h / 2 - 4, 56, 8, "#d8d2c8", 4);
  if (style === 1) return `<circle cx="${hx}" cy="${h > w ? y + h * 0.5 : y + h / 2}" r="8" fill="#d8d2c8"/>`;
  return rect(x + 6, y + 4, w - 12, 6, "#00000040", 3);
}

function wardrobe(piece: Piece): string {
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

function chest(piece: Piece): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Beds (seen from the side: headboard on the left)
// ---------------------------------------------------------------------------------------------------------------

const BED_LEGS: LegStyle[] = ["plinth", "tapered", "hairpin"];

function bed(piece: Piece): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Lamps
// ---------------------------------------------------------------------------------------------------------------

/** A lamp's base standing on `floor`: a disc, a square block or a cone; a tripod stands on its legs. */
function lampBase(style: number, x: number, floor: number, size: number): string {
  if (style === 0) return `<ellipse cx="${x}" cy="${floor - 8 * size}" rx="${60 * size}" ry="${10 * size}" fill="${METAL}"/>`;
  if (style === 1) return rect(x - 40 * size, floor - 16 * size, 80 * size, 16 * size, METAL, 3);
  return path(`M${x - 14 * size} ${floor - 50 * size}h${28 * size}l${24 * size} ${50 * size}h${-76 * size}z`, METAL);
}

function lamp(piece: Piece): string {
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

/** The SVG fragment of `piece`, standing on y = 640 around x = 600. */
export function drawPiece(piece: Piece): string {
  switch (piece.kind) {
    case "sofa":
      return upholstered(piece, false);
    case "armchair":
      return upholstered(piece, true);
    case "table":
      return table(piece);
    case "chair":
      return chair(piece);
    case "wardrobe":
      return wardrobe(piece);
    case "bed":
      return bed(piece);
    case "chest":
      return chest(piece);
    case "lamp":
      return lamp(piece);
  }
}

export const PIECE_FLOOR = FLOOR;
export const PIECE_CENTRE = CX;
