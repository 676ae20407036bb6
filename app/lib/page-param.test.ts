import { describe, expect, it } from "vitest";
import { LISTING_RANGE_MAX_PAGES } from "~/config/constants";
import { nextPageRange, pageRange, withPageRange } from "./page-param";

const range = (search: string) => pageRange(new URLSearchParams(search));

describe("listing page ranges («Показать ещё» in the URL)", () => {
  it("reads one page, a range, and ignores what cannot be one", () => {
    expect(range("")).toEqual({ from: 1, to: 1 });
    expect(range("page=3")).toEqual({ from: 3, to: 3 });
    expect(range("from=1&page=3")).toEqual({ from: 1, to: 3 });
    expect(range("from=5&page=3")).toEqual({ from: 3, to: 3 });
    expect(range("from=x&page=3")).toEqual({ from: 3, to: 3 });
    expect(range("from=0&page=-2")).toEqual({ from: 1, to: 1 });
  });

  it("keeps at most the last LISTING_RANGE_MAX_PAGES pages", () => {
    expect(range("from=1&page=50")).toEqual({ from: 51 - LISTING_RANGE_MAX_PAGES, to: 50 });
    const grown = nextPageRange(new URLSearchParams(`from=1&page=${LISTING_RANGE_MAX_PAGES}`));
    expect(grown).toEqual({ from: 2, to: LISTING_RANGE_MAX_PAGES + 1 });
  });

  it("grows by one page and writes the range into the query, keeping the filters", () => {
    expect(nextPageRange(new URLSearchParams(""))).toEqual({ from: 1, to: 2 });
    expect(withPageRange("?color=grey", { from: 1, to: 2 })).toBe("?color=grey&from=1&page=2");
    expect(withPageRange("?color=grey&from=1&page=2", { from: 4, to: 4 })).toBe("?color=grey&page=4");
    expect(withPageRange("?from=1&page=2", { from: 1, to: 1 })).toBe("");
  });
});
