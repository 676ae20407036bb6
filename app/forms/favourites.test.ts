import { describe, expect, it } from "vitest";
import { parseFavouriteIntent } from "./favourites";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe("parseFavouriteIntent", () => {
  it("reads toggle with its amount, add, remove and clear", () => {
    expect(parseFavouriteIntent(form({ intent: "toggle", id: "4", amount: "0" }))).toEqual({ intent: "toggle", id: 4, amount: 0 });
    expect(parseFavouriteIntent(form({ intent: "add", id: "4" }))).toEqual({ intent: "add", id: 4 });
    expect(parseFavouriteIntent(form({ intent: "remove", id: "4" }))).toEqual({ intent: "remove", id: 4 });
    expect(parseFavouriteIntent(form({ intent: "clear" }))).toEqual({ intent: "clear" });
  });
  it("refuses unknown intents and bad ids", () => {
    expect(parseFavouriteIntent(form({ intent: "drop", id: "4" }))).toBeNull();
    expect(parseFavouriteIntent(form({ intent: "add", id: "-4" }))).toBeNull();
    expect(parseFavouriteIntent(form({ intent: "toggle", id: "4", amount: "x" }))).toBeNull();
  });
});
