import { ADMIN_REQUEST_FIELDS, ADMIN_REQUEST_FILES, ADMIN_REQUEST_SUBJECT_GOOD, ADMIN_REQUEST_SUBJECT_IDEA } from "~/config/messages/admin-requests";
import { formatPhone } from "~/lib/phone";
import type { StaffRequest } from "~/server/admin/requests-api.server";
import { formatMoment } from "./format";

/** What a request says: when and who (phone and e-mail as links), what about, the comment, every other field, its files. */
export function RequestSummary({ request: r }: { request: StaffRequest }) {
  return (
    <>
      <p>
        {formatMoment(r.created_at)} · {r.fio}, <a href={`tel:+${r.phone}`}>{formatPhone(r.phone)}</a>
        {r.email ? (
          <>
            , <a href={`mailto:${r.email}`}>{r.email}</a>
          </>
        ) : null}
      </p>
      {r.subject ? (
        <p>
          {r.subject.kind === "good"
            ? ADMIN_REQUEST_SUBJECT_GOOD(r.subject.id, r.subject.name)
            : ADMIN_REQUEST_SUBJECT_IDEA(r.subject.id, r.subject.name)}
        </p>
      ) : null}
      {r.comment ? <p className="admin__text">{r.comment}</p> : null}
      {Object.entries(r.extra).map(([key, value]) => (
        <p key={key}>
          {ADMIN_REQUEST_FIELDS[key] ?? key}: {value}
        </p>
      ))}
      {r.files.length > 0 ? (
        <p>
          {ADMIN_REQUEST_FILES}:{" "}
          {r.files.map((f) => (
            <a key={f.id} href={`/admin/files/${f.id}`} className="admin__file" download>
              {f.name}
            </a>
          ))}
        </p>
      ) : null}
    </>
  );
}
