import { describe, expect, it } from "vitest";
import { cleanedSearch, filledParams } from "./filled-params";

describe("filledParams", () => {
  it("drops blank fields and keeps repeated filled ones in order", () => {
    const params = filledParams(new URLSearchParams("price_from=&price_to= &color=grey&color=beige&in_stock=1"));
    expect(params.toString()).toBe("color=grey&color=beige&in_stock=1");
  });
});

describe("cleanedSearch", () => {
  it("is null when nothing is empty", () => {
    expect(cleanedSearch("?color=grey&sort=price")).toBeNull();
    expect(cleanedSearch("")).toBeNull();
  });

  it("answers the query without its empty fields", () => {
    expect(cleanedSearch("?price_from=&price_to=&width_from=&color=grey")).toBe("?color=grey");
    expect(cleanedSearch("?price_from=&price_to=")).toBe("");
  });
});
