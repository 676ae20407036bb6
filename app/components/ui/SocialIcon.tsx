import type { SocialType } from "~/lib/social-types";

/**
 * The brand glyphs of the social links, simplified, live in one static sprite, `/icons/social.svg`,
 * one `<symbol>` per social type: kept out of the root bundle that every page loads, and cached by the browser.
 * `fill="currentColor"` here reaches the sprite's paths, so the glyph takes the link's colour.
 */
export const SOCIAL_SPRITE = "/icons/social.svg";

/** One social network's glyph, decorative (the link around it carries the name). */
export function SocialIcon({ type, size = 20 }: { type: SocialType; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_SPRITE}#${type}`} />
    </svg>
  );
}
