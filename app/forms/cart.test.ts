import { describe, expect, it } from "vitest";
import { parseCartIntent } from "./cart";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("parseCartIntent", () => {
  it("reads add and remove with a default amount of 1", () => {
    expect(
      parseCartIntent(
        form([
          ["intent", "add"],
          ["id", "12"],
        ]),
      ),
    ).toEqual({ intent: "add", id: 12, amount: 1 });
    expect(
      parseCartIntent(
        form([
          ["intent", "remove"],
          ["id", "12"],
          ["amount", "3"],
        ]),
      ),
    ).toEqual({
      intent: "remove",
      id: 12,
      amount: 3,
    });
  });
  it("reads every line of a recount, zero included", () => {
    const parsed = parseCartIntent(
      form([
        ["intent", "change"],
        ["id", "1"],
        ["count", "2"],
        ["id", "5"],
        ["count", "0"],
      ]),
    );
    expect(parsed).toEqual({
      intent: "change",
      changes: [
        { id: 1, count: 2 },
        { id: 5, count: 0 },
      ],
    });
  });
  it("refuses unknown intents, bad ids and bad counts", () => {
    expect(parseCartIntent(form([["intent", "steal"]]))).toBeNull();
    expect(parseCartIntent(form([]))).toBeNull();
    expect(
      parseCartIntent(
        form([
          ["intent", "add"],
          ["id", "-1"],
        ]),
      ),
    ).toBeNull();
    expect(
      parseCartIntent(
        form([
          ["intent", "add"],
          ["id", "abc"],
        ]),
      ),
    ).toBeNull();
    expect(
      parseCartIntent(
        form([
          ["intent", "add"],
          ["id", "1"],
          ["amount", "0"],
        ]),
      ),
    ).toBeNull();
    expect(
      parseCartIntent(
        form([
          ["intent", "change"],
          ["id", "1"],
          ["count", "-2"],
        ]),
      ),
    ).toBeNull();
    expect(
      parseCartIntent(
        form([
          ["intent", "change"],
          ["id", "1"],
          ["count", "1000"],
        ]),
      ),
    ).toBeNull();
    expect(
      parseCartIntent(
        form([
          ["intent", "change"],
          ["id", "1"],
        ]),
      ),
    ).toBeNull();
  });
  it("reads clear", () => {
    expect(parseCartIntent(form([["intent", "clear"]]))).toEqual({ intent: "clear" });
  });
});

describe("cartIntentSchema edges", () => {
  it("refuses an empty amount, a file for an id and a recount of more than 200 lines", () => {
    expect(
      parseCartIntent(
        form([
          ["intent", "add"],
          ["id", "1"],
          ["amount", ""],
        ]),
      ),
    ).toBeNull();
    const withFile = new FormData();
    withFile.append("intent", "add");
    withFile.append("id", new File(["1"], "1.txt"));
    expect(parseCartIntent(withFile)).toBeNull();
    const many: [string, string][] = [["intent", "change"]];
    for (let id = 1; id <= 201; id++) many.push(["id", String(id)], ["count", "1"]);
    expect(parseCartIntent(form(many))).toBeNull();
    expect(parseCartIntent(form(many.slice(0, 401)))).toMatchObject({ intent: "change" });
  });
  it("reads ids and counts with spaces around them", () => {
    expect(
      parseCartIntent(
        form([
          ["intent", "add"],
          ["id", " 7 "],
          ["amount", " 2"],
        ]),
      ),
    ).toEqual({ intent: "add", id: 7, amount: 2 });
  });
});
