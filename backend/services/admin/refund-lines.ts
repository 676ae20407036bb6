import { DomainError } from "../errors";
import { linePaid, receiptLinesOf, type OrderLine } from "../order-lines";
import type { ReceiptLine } from "../payments/provider";

/** One line of a refund: which order line, how many pieces and what they cost the buyer (kopecks). */
export interface RefundedLine {
  line_id: number;
  count: number;
  amount: number;
}

/**
 * What the first `pieces` of a line cost the buyer: its paid sum shared by pieces, rounded down, so the pieces
 * taken back one refund after another add up to the line's paid sum exactly when all of them are back.
 */
const shareOf = (line: OrderLine, pieces: number) => Math.floor((linePaid(line) * pieces) / line.count);

/** How many pieces of each line the order's refunds took back so far. */
export function returnedCounts(refunds: { lines: string }[]): Map<number, number> {
  const returned = new Map<number, number>();
  for (const refund of refunds)
    for (const line of JSON.parse(refund.lines) as RefundedLine[]) returned.set(line.line_id, (returned.get(line.line_id) ?? 0) + line.count);
  return returned;
}

/**
 * The lines as the buyer keeps them after refunds took `returned` pieces back: what is left of each line (its
 * pieces and what they cost), a line taken back whole left out. The pieces left cost the line's paid sum less the
 * shares the refunds returned, so the refunds and what is left add up to what was paid.
 */
export function linesLeft(lines: OrderLine[], returned: Map<number, number>): OrderLine[] {
  return lines.flatMap((line) => {
    const back = returned.get(line.id) ?? 0;
    if (back === 0) return [line];
    if (back >= line.count) return [];
    return [{ ...line, count: line.count - back, sum: linePaid(line) - shareOf(line, back), discount: 0 }];
  });
}

/**
 * The refund's lines for the counts asked (`line id → pieces`), checked against the order's lines and what its
 * refunds already took back: a line of another order, or no piece at all, is `refund_lines_invalid`; more pieces
 * than are left of a line is `refund_line_returned` (the field is `count_<line id>`).
 */
export function refundLinesFor(lines: OrderLine[], asked: Map<number, number>, returned: Map<number, number>): RefundedLine[] {
  const chosen: RefundedLine[] = [];
  for (const [lineId, count] of asked) {
    if (count === 0) continue;
    const line = lines.find((l) => l.id === lineId);
    if (!line || !Number.isInteger(count) || count < 0) throw new DomainError("refund_lines_invalid", { fields: [`count_${lineId}`] });
    const before = returned.get(lineId) ?? 0;
    if (before + count > line.count) throw new DomainError("refund_line_returned", { fields: [`count_${lineId}`] });
    chosen.push({ line_id: lineId, count, amount: shareOf(line, before + count) - shareOf(line, before) });
  }
  if (chosen.length === 0) throw new DomainError("refund_lines_invalid", { fields: ["lines"] });
  return chosen;
}

/** The refund receipt's items: each returned line with its own receipt fields, adding up to the refund's amount. */
export function refundReceiptLines(lines: OrderLine[], refunded: RefundedLine[]): ReceiptLine[] {
  return receiptLinesOf(
    refunded.flatMap((r) => {
      const line = lines.find((l) => l.id === r.line_id);
      return line ? [{ ...line, count: r.count, sum: r.amount, discount: 0 }] : [];
    }),
  );
}
