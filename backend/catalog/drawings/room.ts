import { chooseParts, shade } from "./design";
import { drawPiece } from "./furniture";
import { PIECE_CENTRE, PIECE_FLOOR, type Piece } from "./piece";

/**
 * A room as a flat interior picture in the 1200×800 frame: a wall with a window (and curtains), a floor with
 * boards and a skirting, wall decor, a rug and a plant, and up to three pieces of furniture standing on the
 * floor. `room` chooses the palette and the window (the same for every photo of one project), `view` the
 * arrangement, so the photos of one project differ but belong together.
 */
export interface RoomScene {
  room: number;
  view: number;
  /** The furniture in the room: the first piece is the main one, in the middle. */
  pieces: Piece[];
  /** Drawn upside down (the error page's overturned chair). */
  overturned?: boolean;
}

const WALLS = ["#efe7dc", "#e3e9e3", "#ece2e4", "#e8e3d4", "#dfe5ec", "#f2ece2", "#e9e0d3"];
const FLOORS = ["#c9a77f", "#a98462", "#d9c3a0", "#8c6b50", "#bdb4a6"];
const TEXTILES = ["#c0674a", "#3c5a88", "#7d8450", "#c89b2c", "#8d8f94", "#2f6b57"];
const WALL_BASE = 590;
const STAND = 712;

function window(kind: number, x: number, curtain: string): string {
  const frame = "#fbfaf7";
  const glass = "#d7e6ef";
  const [w, h, top] = [
    [170, 330, 110],
    [320, 250, 140],
    [300, 340, 100],
    [190, 330, 120],
  ][kind];
  const parts = [
    `<g data-part="window">`,
    `<rect x="${x - w / 2 - 12}" y="${top - 12}" width="${w + 24}" height="${h + 24}" fill="${frame}" rx="${kind === 3 ? w / 2 : 2}"/>`,
  ];
  parts.push(`<rect x="${x - w / 2}" y="${top}" width="${w}" height="${h}" fill="${glass}" rx="${kind === 3 ? w / 2 - 10 : 0}"/>`);
  parts.push(`<path d="M${x - w / 2 + 20} ${top + h - 30}L${x + w / 2 - 40} ${top + 30}" stroke="#ffffffb0" stroke-width="14"/>`);
  const bars = kind === 2 ? [x - w / 6, x + w / 6] : [x];
  for (const bx of bars) parts.push(`<rect x="${bx - 5}" y="${top}" width="10" height="${h}" fill="${frame}"/>`);
  parts.push(`<rect x="${x - w / 2}" y="${top + h * 0.38}" width="${w}" height="9" fill="${frame}"/>`);
  parts.push(`<rect x="${x - w / 2 - 26}" y="${top + h + 12}" width="${w + 52}" height="14" fill="${frame}"/>`, "</g>");
  for (const side of [-1, 1]) {
    const cx = x + side * (w / 2 + 40);
    parts.push(`<path d="M${cx - 34} ${top - 40}h68l${side * 10} ${WALL_BASE - top + 40}h-88z" fill="${curtain}" opacity=".85"/>`);
  }
  return parts.join("");
}

function decor(kind: number, x: number, accent: string): string {
  if (kind === 0)
    return `<g data-part="picture"><rect x="${x - 80}" y="170" width="160" height="200" fill="#fbfaf7" stroke="#3a3430" stroke-width="8"/><circle cx="${x - 10}" cy="250" r="44" fill="${accent}" opacity=".8"/><rect x="${x - 50}" y="300" width="110" height="40" fill="${shade(accent, -0.3)}" opacity=".6"/></g>`;
  if (kind === 1)
    return `<g data-part="mirror"><circle cx="${x}" cy="250" r="90" fill="#c9a65a"/><circle cx="${x}" cy="250" r="78" fill="#e3ebee"/></g>`;
  return `<g data-part="shelf"><rect x="${x - 120}" y="280" width="240" height="12" fill="#8a6a4a"/><rect x="${x - 100}" y="226" width="26" height="54" fill="${accent}"/><rect x="${x - 70}" y="236" width="22" height="44" fill="#f1efea"/><circle cx="${x + 70}" cy="258" r="22" fill="#7d8450"/></g>`;
}

function plant(x: number): string {
  const leaves = [
    [-40, -90, -30],
    [0, -120, 0],
    [40, -90, 30],
    [-20, -60, -20],
    [24, -64, 20],
  ]
    .map(
      ([dx, dy, angle]) =>
        `<ellipse cx="${x + dx}" cy="${STAND - 60 + dy}" rx="22" ry="48" transform="rotate(${angle} ${x + dx} ${STAND - 60 + dy})" fill="#4d7a52"/>`,
    )
    .join("");
  return `<g data-part="plant">${leaves}<path d="M${x - 36} ${STAND - 70}h72l-10 70h-52z" fill="#b86f4c"/></g>`;
}

/** `piece` drawn at `scale` with its floor line on the room's standing line, centred on `x`. */
function placed(piece: Piece, x: number, scale: number, overturned = false): string {
  // Turned over about a point 230 above the floor, a chair rests on the top of its back.
  const flip = overturned ? ` rotate(180 ${PIECE_CENTRE} ${PIECE_FLOOR - 230})` : "";
  return `<g data-part="${piece.kind}" transform="translate(${x - PIECE_CENTRE * scale} ${STAND - PIECE_FLOOR * scale}) scale(${scale})${flip}">${drawPiece(piece)}</g>`;
}

/** The SVG fragment of a room scene. */
export function drawRoom(scene: RoomScene): string {
  const [wall, floor, windowKind, textile] = chooseParts(scene.room, [WALLS.length, FLOORS.length, 4, TEXTILES.length]);
  const [side, decorKind, withPlant] = chooseParts(scene.view + scene.room, [2, 3, 2]);
  const accent = TEXTILES[textile];
  const floorColor = FLOORS[floor];
  const windowX = side ? 930 : 270;
  const parts = [
    `<rect width="1200" height="800" fill="${WALLS[wall]}"/>`,
    `<rect y="${WALL_BASE}" width="1200" height="${800 - WALL_BASE}" fill="${floorColor}" data-part="floor"/>`,
    ...[640, 700, 770].map((y) => `<line x1="0" y1="${y}" x2="1200" y2="${y}" stroke="${shade(floorColor, -0.12)}" stroke-width="2"/>`),
    `<rect y="${WALL_BASE - 16}" width="1200" height="18" fill="${shade(WALLS[wall], 0.5)}"/>`,
    window(windowKind, windowX, shade(accent, 0.35)),
    decor(decorKind, side ? 330 : 870, accent),
    `<ellipse cx="600" cy="${STAND + 10}" rx="380" ry="44" fill="${shade(accent, 0.15)}" opacity=".75" data-part="rug"/>`,
  ];
  const [main, ...others] = scene.pieces;
  const sideX = side ? [210, 990] : [990, 210];
  others.slice(0, 2).forEach((piece, i) => parts.push(placed(piece, sideX[i], 0.6)));
  if (main) parts.push(placed(main, 600, 0.8, scene.overturned));
  if (withPlant && others.length < 2) parts.push(plant(sideX[others.length]));
  return parts.join("");
}
