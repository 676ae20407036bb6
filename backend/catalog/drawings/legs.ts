import { shade } from "./design";
import { PIECE_FLOOR as FLOOR } from "./piece";
import { METAL, path, rect, strokePath } from "./primitives";

/** Legs, shared by upholstery, chests and beds. */

export type LegStyle = "tapered" | "hairpin" | "block" | "plinth" | "bun";
export const LEG_HEIGHT: Record<LegStyle, number> = { tapered: 50, hairpin: 58, block: 26, plinth: 14, bun: 32 };

/** Legs under a body spanning x0..x1 whose bottom is `LEG_HEIGHT[style]` above the floor. */
export function legs(style: LegStyle, x0: number, x1: number, body: string, wood: string): string {
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
