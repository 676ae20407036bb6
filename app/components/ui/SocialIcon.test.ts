import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SOCIAL_SPRITE } from "./SocialIcon";
import { SOCIAL_TYPES } from "~/lib/social-types";

describe("the social glyph sprite", () => {
  const sprite = fs.readFileSync(path.join("public", SOCIAL_SPRITE), "utf8");

  it("has one symbol for every social type, so no link shows an empty icon", () => {
    for (const type of SOCIAL_TYPES) expect(sprite, type).toMatch(new RegExp(`<symbol id="${type}" viewBox="0 0 24 24"><path d="[^"]+"/></symbol>`));
  });

  it("leaves the colour to the page (no fill of its own)", () => {
    expect(sprite).not.toMatch(/fill=/);
  });
});
