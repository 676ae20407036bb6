/**
 * Seeded pictures, drawn as SVG. Deterministic, so their URLs can be cached forever.
 *   drawGood(piece, …)  a good: photo 1 on a plain studio background, photo 2 standing in a room
 *   drawScene(scene, …) an interior for ideas, portfolio, news and the banner
 * A good's silhouette comes from its model (back, arms, legs, … differ between models) and its dimensions.
 */
import { drawPiece } from "./furniture";
import type { Kind, Piece } from "./piece";
import { drawRoom, type RoomScene } from "./room";

export type { Kind, Piece, RoomScene };

const STUDIO = ["#efe9e1", "#e6ebe8", "#ece6ef", "#f3ede4", "#e3e8ef"];

function svg(width: number, height: number, label: string, body: string): string {
  const title = label.replace(/[<>&"]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice" role="img"><title>${title}</title>${body}</svg>`;
}

/** Photo `photo` of a good: the first on a studio background, the second in a room of its own. */
export function drawGood(piece: Piece, width: number, height: number, photo = 1, label = ""): string {
  if (photo === 2) return svg(width, height, label, drawRoom({ room: piece.model, view: piece.model, pieces: [piece] }));
  const studio = `<rect width="1200" height="800" fill="${STUDIO[(photo - 1) % STUDIO.length]}"/><rect y="640" width="1200" height="160" fill="#00000010"/><ellipse cx="600" cy="642" rx="420" ry="16" fill="#00000014"/>`;
  return svg(width, height, label, `${studio}<g data-part="${piece.kind}">${drawPiece(piece)}</g>`);
}

/** The picture of a good with no photo: a neutral frame and `text`, no piece of furniture that could mislead. */
export function drawNoPhoto(width: number, height: number, text: string): string {
  const caption = text.replace(/[<>&"]/g, "");
  const frame =
    `<rect width="1200" height="800" fill="#f5f5f4"/>` +
    `<g fill="none" stroke="#d6d3d1" stroke-width="16" stroke-linejoin="round"><rect x="470" y="230" width="260" height="200" rx="20"/>` +
    `<polyline points="490,410 570,320 630,380 660,350 710,410"/><circle cx="655" cy="290" r="22"/></g>` +
    `<text x="600" y="530" text-anchor="middle" font-family="sans-serif" font-size="56" fill="#a8a29e">${caption}</text>`;
  return svg(width, height, caption, frame);
}

/** An interior picture. */
export function drawScene(scene: RoomScene, width: number, height: number, label = ""): string {
  return svg(width, height, label, drawRoom(scene));
}
