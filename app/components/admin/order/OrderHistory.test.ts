import { describe, expect, it } from "vitest";
import type { AuditEntry } from "~/server/admin/staff-api.server";
import { describeOrderChange } from "./OrderHistory";

const entry = (action: string, before: unknown, after: unknown): AuditEntry =>
  ({ id: 1, at: "2026-11-26T10:00:00.000Z", staff_email: "obmen", action, entity: "order", entity_id: "7", before, after }) as AuditEntry;

describe("the order's history in words", () => {
  it("says which changes 1C's exchange made, and tells of a notice only when the shopper got one", () => {
    expect(describeOrderChange(entry("order.stage", { stage: "new" }, { stage: "confirmed", via: "1c", notified: false }))).toBe(
      "Статус: Новый → Подтверждён, по обмену с 1С",
    );
    expect(describeOrderChange(entry("order.stage", { stage: "confirmed" }, { stage: "shipped", delivery_date: "2026-11-27", via: "1c" }))).toMatch(
      /^Статус: Подтверждён → Передан в доставку, дата доставки .+, покупатель уведомлён, по обмену с 1С$/,
    );
    expect(describeOrderChange(entry("order.paid", { status: "new" }, { status: "paid", via: "1c" }))).toBe("Оплата получена, по обмену с 1С");
    expect(describeOrderChange(entry("order.stage", { stage: "new" }, { stage: "confirmed" }))).toBe(
      "Статус: Новый → Подтверждён, покупатель уведомлён",
    );
  });
});
