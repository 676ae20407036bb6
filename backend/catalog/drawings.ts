/**
 * Seeded pictures, drawn as SVG: a furniture silhouette of the section's kind in the good's colour on a soft
 * room background. Deterministic, so their URLs can be cached forever.
 */
export type Kind = "sofa" | "armchair" | "table" | "chair" | "wardrobe" | "bed" | "chest" | "lamp" | "room";

const WOOD = "#8a6a4a";

function shapes(kind: Kind, color: string): string {
  switch (kind) {
    case "sofa":
      return `<rect x="300" y="430" width="600" height="150" rx="28" fill="${color}"/><rect x="330" y="330" width="540" height="130" rx="30" fill="${color}" opacity=".9"/><rect x="260" y="400" width="90" height="190" rx="30" fill="${color}"/><rect x="850" y="400" width="90" height="190" rx="30" fill="${color}"/><rect x="320" y="590" width="16" height="50" fill="${WOOD}"/><rect x="864" y="590" width="16" height="50" fill="${WOOD}"/>`;
    case "armchair":
      return `<rect x="470" y="440" width="260" height="140" rx="28" fill="${color}"/><rect x="480" y="290" width="240" height="190" rx="36" fill="${color}" opacity=".9"/><rect x="420" y="400" width="70" height="190" rx="28" fill="${color}"/><rect x="710" y="400" width="70" height="190" rx="28" fill="${color}"/><rect x="460" y="590" width="14" height="50" fill="${WOOD}"/><rect x="726" y="590" width="14" height="50" fill="${WOOD}"/>`;
    case "table":
      return `<rect x="300" y="420" width="600" height="30" rx="6" fill="${color}"/><rect x="340" y="450" width="22" height="190" fill="${color}"/><rect x="838" y="450" width="22" height="190" fill="${color}"/>`;
    case "chair":
      return `<rect x="520" y="250" width="160" height="200" rx="20" fill="${color}"/><rect x="500" y="440" width="200" height="40" rx="10" fill="${color}"/><rect x="515" y="480" width="14" height="160" fill="${WOOD}"/><rect x="671" y="480" width="14" height="160" fill="${WOOD}"/>`;
    case "wardrobe":
      return `<rect x="420" y="150" width="360" height="480" rx="8" fill="${color}"/><line x1="600" y1="160" x2="600" y2="620" stroke="#00000033" stroke-width="4"/><rect x="575" y="380" width="8" height="50" fill="#d8d2c8"/><rect x="617" y="380" width="8" height="50" fill="#d8d2c8"/>`;
    case "bed":
      return `<rect x="260" y="300" width="80" height="300" rx="20" fill="${color}"/><rect x="330" y="450" width="620" height="120" rx="16" fill="${color}" opacity=".9"/><rect x="340" y="420" width="600" height="50" rx="20" fill="#f4f1ec"/><rect x="360" y="390" width="150" height="50" rx="20" fill="#ffffff"/>`;
    case "chest":
      return `<rect x="400" y="330" width="400" height="290" rx="10" fill="${color}"/>${[0, 1, 2].map((i) => `<line x1="410" y1="${425 + i * 95}" x2="790" y2="${425 + i * 95}" stroke="#00000026" stroke-width="4"/><rect x="580" y="${370 + i * 95}" width="40" height="8" rx="4" fill="#d8d2c8"/>`).join("")}`;
    case "lamp":
      return `<path d="M520 220 L680 220 L720 340 L480 340 Z" fill="${color}"/><rect x="596" y="340" width="8" height="260" fill="#444"/><ellipse cx="600" cy="610" rx="70" ry="14" fill="#444"/><circle cx="600" cy="360" r="30" fill="#fff3c4" opacity=".7"/>`;
    default:
      return `<rect x="260" y="420" width="420" height="140" rx="26" fill="${color}"/><rect x="720" y="380" width="200" height="190" rx="26" fill="${color}" opacity=".75"/><rect x="820" y="180" width="160" height="200" rx="6" fill="#ffffff" opacity=".6"/>`;
  }
}

/** An SVG picture `width`×`height` of `kind` in `color`; `variant` shifts the background for a second photo. */
export function drawFurniture(kind: Kind, color: string, width: number, height: number, variant = 1, label = ""): string {
  const backgrounds = ["#efe9e1", "#e6ebe8", "#ece6ef", "#f3ede4", "#e3e8ef"];
  const bg = backgrounds[(variant - 1) % backgrounds.length];
  const safeLabel = label.replace(/[<>&"]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice" role="img"><title>${safeLabel}</title><rect width="1200" height="800" fill="${bg}"/><rect y="640" width="1200" height="160" fill="#00000010"/><g transform="${variant % 2 === 0 ? "translate(1200 0) scale(-1 1)" : ""}">${shapes(kind, color)}</g></svg>`;
}
