import { describe, expect, it } from "vitest";
import { foldCode } from "./code-text";

describe("foldCode", () => {
  it("reads Cyrillic look-alikes as the Latin letters of the code", () => {
    expect(foldCode("ВVХ5")).toBe("BVX5");
    expect(foldCode("асеу")).toBe("ACEY");
    expect(foldCode("kmз7")).toBe("KM37");
  });

  it("leaves other letters alone, so a wrong code stays wrong", () => {
    expect(foldCode("ЖЯ22")).toBe("ЖЯ22");
  });
});
