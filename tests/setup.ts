import { afterEach, vi } from "vitest";

/**
 * A silent React warning or an unexpected error log must not hide: any console.error fails the test
 * (STYLE.md "Tests read like the spec").
 */
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${seen.map((a) => a.join(" ")).join(" | ")}`);
});
