import { describe, expect, it } from "vitest";
import { lastSegment, parseCatalogPath } from "./handles";

describe("catalogue paths (spec §2)", () => {
  it("a section is the last segment", () => {
    expect(parseCatalogPath("divany")).toEqual({ kind: "section", section: "divany" });
  });
  it("a path ending in a slash takes the first segment as the section", () => {
    expect(parseCatalogPath("divany/uglovye/")).toEqual({ kind: "section", section: "divany" });
  });
  it("deeper paths are items: second-to-last is the section, last the item", () => {
    expect(parseCatalogPath("mebel/divany/divan-oslo-seryy")).toEqual({ kind: "item", section: "divany", item: "divan-oslo-seryy" });
  });
  it("refuses what cannot be a handle", () => {
    expect(parseCatalogPath("")).toBeNull();
    expect(parseCatalogPath("di van")).toBeNull();
    expect(parseCatalogPath("../etc")).toBeNull();
  });
  it("content handles are the last segment", () => {
    expect(lastSegment("2026/novost")).toBe("novost");
    expect(lastSegment("")).toBeNull();
  });
});
