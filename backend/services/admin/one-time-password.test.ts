import { describe, expect, it } from "vitest";
import { oneTimePassword } from "./staff";

const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

describe("a staff one-time password", () => {
  it("is 17 characters of the alphabet, with a letter and a digit", () => {
    for (let i = 0; i < 200; i++) {
      const password = oneTimePassword();
      expect(password).toMatch(new RegExp(`^[${ALPHABET}]{17}$`));
      expect(password).toMatch(/[a-zA-Z]/);
      expect(password).toMatch(/\d/);
    }
  });

  it("draws every character at random: each position takes every character of the alphabet", () => {
    // 3 000 draws: a position that can take all 56 characters misses one with a chance of about 1 in 10^21.
    const seen = Array.from({ length: 17 }, () => new Set<string>());
    for (let i = 0; i < 3000; i++) [...oneTimePassword()].forEach((char, position) => seen[position].add(char));
    expect(seen.map((chars) => chars.size)).toEqual(Array(17).fill(ALPHABET.length));
  });
});
