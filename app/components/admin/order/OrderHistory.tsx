import {
  ADMIN_HISTORY_BY_ONEC,
  ADMIN_HISTORY_COMMENT,
  ADMIN_HISTORY_DAY_MOVED,
  ADMIN_HISTORY_DATE,
  ADMIN_HISTORY_NOTIFIED,
  ADMIN_HISTORY_REASON,
  ADMIN_HISTORY_STAGE,
  ADMIN_HISTORY_TRACKING,
  ADMIN_ORDER_HISTORY,
  ADMIN_ORDER_NO_HISTORY,
  ADMIN_STAGES,
} from "~/config/messages/admin-orders";
import { ADMIN_HISTORY_ORDER_LINES } from "~/config/messages/admin-order-edit";
import { ADMIN_HISTORY_REFUND } from "~/config/messages/admin-refunds";
import { ADMIN_HISTORY_SHIPMENT, ADMIN_SHIPMENT_TRACK } from "~/config/messages/admin-shipments";
import { ADMIN_AUDIT_ACTIONS } from "~/config/messages/admin-staff";
import type { AuditEntry } from "~/server/admin/staff-api.server";
import { formatDay, formatMoment, formatRoubles } from "../format";

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields => (value && typeof value === "object" ? (value as Fields) : {});
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** One change of the order as a sentence: the stage move with what came with it, the comment as written. */
export function describeOrderChange(entry: AuditEntry): string {
  const before = fields(entry.before);
  const after = fields(entry.after);
  if (entry.action === "order.stage") {
    const from = ADMIN_STAGES[str(before.stage)] ?? str(before.stage);
    const to = ADMIN_STAGES[str(after.stage)] ?? str(after.stage);
    const details = [
      after.tracking_number ? ADMIN_HISTORY_TRACKING(str(after.tracking_number)) : "",
      after.delivery_date ? ADMIN_HISTORY_DATE(formatDay(str(after.delivery_date))) : "",
      after.cancel_reason ? ADMIN_HISTORY_REASON(str(after.cancel_reason)) : "",
      after.stage !== "new" && after.notified !== false ? ADMIN_HISTORY_NOTIFIED : "",
      after.via === "1c" ? ADMIN_HISTORY_BY_ONEC : "",
    ].filter(Boolean);
    return [ADMIN_HISTORY_STAGE(from, to), ...details].join(", ");
  }
  if (entry.action === "order.paid")
    return [ADMIN_AUDIT_ACTIONS[entry.action], after.via === "1c" ? ADMIN_HISTORY_BY_ONEC : ""].filter(Boolean).join(", ");
  if (entry.action === "order.delivery_date")
    return ADMIN_HISTORY_DAY_MOVED([formatDay(str(after.delivery_date)), str(after.delivery_window)].filter(Boolean).join(", "));
  if (entry.action === "order.refund") return ADMIN_HISTORY_REFUND(formatRoubles(Number(after.amount) || 0), str(after.reason));
  if (entry.action === "order.lines")
    return ADMIN_HISTORY_ORDER_LINES((Array.isArray(after.changes) ? after.changes : []).map(str).filter(Boolean).join("; "));
  if (entry.action === "order.shipment")
    return [ADMIN_HISTORY_SHIPMENT(str(after.shipped)), after.tracking_number ? ADMIN_SHIPMENT_TRACK(str(after.tracking_number)) : ""]
      .filter(Boolean)
      .join(", ");
  if (entry.action === "order.comment") return ADMIN_HISTORY_COMMENT(str(after.manager_comment));
  return ADMIN_AUDIT_ACTIONS[entry.action] ?? entry.action;
}

/** The order's changes, newest first, each when, by whom and what, in words. */
export function OrderHistory({ history }: { history: AuditEntry[] }) {
  return (
    <section className="admin__card" aria-labelledby="order-history">
      <h2 id="order-history">{ADMIN_ORDER_HISTORY}</h2>
      {history.length === 0 ? <p>{ADMIN_ORDER_NO_HISTORY}</p> : null}
      <ol className="admin__history">
        {history.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {entry.staff_email}
            <br />
            {describeOrderChange(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
