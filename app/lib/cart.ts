/** One cart line. */
export type CartLine = { id: number; count: number };

/** Add increases the count of an existing line or creates one. Amounts below 1 change nothing. */
export function addToCart(lines: CartLine[], id: number, amount = 1): CartLine[] {
  if (!(amount >= 1)) return lines;
  const add = Math.floor(amount);
  if (!lines.some((line) => line.id === id)) return [...lines, { id, count: add }];
  return lines.map((line) => (line.id === id ? { id, count: line.count + add } : line));
}

/** Change sets the count exactly; a count below 1 drops the line. */
export function changeCart(lines: CartLine[], id: number, count: number): CartLine[] {
  const exact = Math.floor(count);
  if (!(exact >= 1)) return lines.filter((line) => line.id !== id);
  if (!lines.some((line) => line.id === id)) return [...lines, { id, count: exact }];
  return lines.map((line) => (line.id === id ? { id, count: exact } : line));
}

/** Remove decreases the count; when the amount is ≥ the count, the line is dropped. */
export function removeFromCart(lines: CartLine[], id: number, amount = 1): CartLine[] {
  const line = lines.find((l) => l.id === id);
  if (!line) return lines;
  if (amount >= line.count) return lines.filter((l) => l.id !== id);
  const less = Math.max(1, Math.floor(amount));
  return lines.map((l) => (l.id === id ? { id, count: l.count - less } : l));
}

/** Number of items in the cart (the header badge). */
export function cartItemCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}
