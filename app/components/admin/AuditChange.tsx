import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_RECORDS, ADMIN_AUDIT_SUBJECTS } from "~/config/messages/admin-staff";
import { formatMoment } from "./format";

type Entry = { at: string; staff_email: string; action: string; entity: string; entity_id: string; before?: unknown; after?: unknown };

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));
/** How many records a reading of shoppers' data took (its `after.records`), when the entry is one. */
const recordsOf = (after: unknown) =>
  typeof after === "object" && after !== null && "records" in after && typeof after.records === "number" ? after.records : null;

/** One audit entry: when, who, what, and the changed fields before → after (or how many records were read). */
export function AuditChange({ entry, withSubject = false }: { entry: Entry; withSubject?: boolean }) {
  return (
    <span className="admin__audit">
      <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {entry.staff_email} · {ADMIN_AUDIT_ACTIONS[entry.action] ?? entry.action}
      {withSubject ? ` · ${ADMIN_AUDIT_SUBJECTS[entry.entity] ?? entry.entity} №${entry.entity_id}` : null}
      {recordsOf(entry.after) !== null ? ` · ${ADMIN_AUDIT_RECORDS(recordsOf(entry.after)!)}` : null}
      {entry.before != null || entry.after != null ? (
        <code>
          {json(entry.before)} → {json(entry.after)}
        </code>
      ) : null}
    </span>
  );
}
