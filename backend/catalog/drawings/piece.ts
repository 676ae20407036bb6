/**
 * A piece of furniture to draw, and its frame: every piece stands on the floor line y = 640, centred on x = 600,
 * in a 1200×800 picture.
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

export const PIECE_FLOOR = 640;
export const PIECE_CENTRE = 600;
