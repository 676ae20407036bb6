import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_SUBJECTS } from "~/config/messages";
import { formatMoment } from "./format";

type Entry = { at: string; staff_email: string; action: string; entity: string; entity_id: string; before?: unknown; after?: unknown };

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

/** One audit entry: when, who, what, and the changed fields before → after. */
export function AuditChange({ entry, withSubject = false }: { entry: Entry; withSubject?: boolean }) {
  return (
    <span className="admin__audit">
      <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {entry.staff_email} · {ADMIN_AUDIT_ACTIONS[entry.action] ?? entry.action}
      {withSubject ? ` · ${ADMIN_AUDIT_SUBJECTS[entry.entity] ?? entry.entity} №${entry.entity_id}` : null}
      {entry.before != null || entry.after != null ? (
        <code>
          {json(entry.before)} → {json(entry.after)}
        </code>
      ) : null}
    </span>
  );
}
