import { describe, expect, it } from "vitest";
import { matchPostings, postingsBuilder } from "./postings";

/** 300 goods: every one has «диван» (weight 1, 3 or 10 by id); every third also «сер», every fifth «угл». */
function shop() {
  const builder = postingsBuilder();
  for (let id = 1; id <= 300; id++) {
    builder.add({ term: "диван", doc_type: "good", doc_id: id, weight: [1, 3, 10][id % 3]! });
    if (id % 3 === 0) builder.add({ term: "сер", doc_type: "good", doc_id: id, weight: 3 });
    if (id % 5 === 0) builder.add({ term: "угл", doc_type: "good", doc_id: id, weight: 6 });
  }
  return builder.build();
}

describe("matching the index in memory", () => {
  it("keeps documents that match every slot, best summed score first, then by id", () => {
    const found = matchPostings(shop(), [
      { terms: ["диван"], phrases: [] },
      { terms: ["сер", "угл"], phrases: [] },
    ]);
    expect(found.count).toBe(140); // ids divisible by 3 or by 5
    expect(found.best(4).map((hit) => [hit.doc_id, hit.score])).toEqual([
      [5, 16],
      [20, 16],
      [35, 16],
      [50, 16],
    ]);
  });

  it("a page far down the list is the same as that slice of the whole order", () => {
    const found = matchPostings(shop(), [{ terms: ["диван"], phrases: [] }]);
    const whole = found.best(300);
    expect(whole.map((hit) => hit.doc_id).slice(0, 3)).toEqual([2, 5, 8]);
    for (const [limit, offset] of [
      [24, 0],
      [24, 48],
      [5, 290],
    ] as const) {
      expect(found.best(limit, offset)).toEqual(whole.slice(offset, offset + limit));
    }
  });

  it("a phrase needs all its words and scores their sum", () => {
    const found = matchPostings(shop(), [{ terms: [], phrases: [["сер", "угл"]] }]);
    expect(found.best(3).map((hit) => [hit.doc_id, hit.score])).toEqual([
      [15, 9],
      [30, 9],
      [45, 9],
    ]);
    expect(found.count).toBe(20);
  });
});
