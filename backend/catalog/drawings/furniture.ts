import { bed } from "./bed";
import { chair } from "./chair";
import { lamp } from "./lamp";
import type { Piece } from "./piece";
import { chest, wardrobe } from "./storage";
import { table } from "./table";
import { upholstered } from "./upholstered";

/**
 * Furniture silhouettes as SVG fragments in a 1200×800 frame: the piece stands on the floor line y = 640,
 * centred on x = 600. Each kind is built from parts (back, arms, legs, top, doors, …) that the model number
 * chooses, and sized by the good's real dimensions, so two models of one kind never look alike.
 */

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
