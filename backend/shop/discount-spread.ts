/**
 * A discount on several lines is spread over them in proportion to their sums by the largest-remainder rule:
 * each line first takes the whole kopecks of its exact share, then the kopecks still left go one each to the
 * lines with the largest fractions (the earlier line first on a tie). The shares add up to the discount exactly,
 * and no line gives more than its sum, so no line ever goes negative. Products are taken in bigint: a sum times
 * a discount passes 2^53 for large orders.
 */
export function spreadDiscount(sums: readonly number[], discount: number): number[] {
  const total = sums.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(discount) || discount < 0) throw new RangeError(`a discount is whole kopecks, not ${discount}`);
  if (sums.some((sum) => !Number.isSafeInteger(sum) || sum < 0)) throw new RangeError("line sums are whole non-negative kopecks");
  if (discount > total) throw new RangeError(`a discount of ${discount} is more than the lines' ${total}`);
  if (discount === 0) return sums.map(() => 0);
  const whole = BigInt(total);
  const exact = sums.map((sum) => BigInt(sum) * BigInt(discount));
  const shares = exact.map((product) => Number(product / whole));
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index, remainder } of byRemainder) {
    if (left === 0 || remainder === 0n) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
