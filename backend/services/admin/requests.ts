import type { Readable } from "node:stream";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { RequestHandling } from "../../db/schema-orders";
import { DomainError } from "../errors";
import type { Outbox } from "../../messaging";
import { staffLetter } from "../../messaging/letters";
import { REQUEST_ANSWER_SUBJECT, REQUEST_TITLES } from "../../messaging/texts";
import type { FileStore } from "../file-store";
import { CONTENT_TYPES, type FileKind } from "../file-types";
import { shopName } from "../shop-name";
import { recordChange, type Actor } from "./audit";

export interface RequestFilter {
  kind?: string;
  handling?: RequestHandling;
  from?: string;
  to?: string;
  /** Any part of the request's text: a name, a phone, words of the comment. */
  q?: string;
  offset: number;
  limit: number;
}

export interface StaffRequestFile {
  id: number;
  name: string;
  kind: string;
  size: number;
}

export interface StaffRequest {
  id: number;
  kind: string;
  handling: RequestHandling;
  created_at: string;
  fio: string;
  phone: string;
  email: string;
  comment: string;
  /** Every other field the form sent (company, city, site, source). */
  extra: Record<string, string>;
  /** The good or idea the request is about, with its name when it is still in the catalogue. */
  subject: { kind: "good" | "idea"; id: number; name: string | null } | null;
  files: StaffRequestFile[];
  /** The staff's answers by mail, oldest first. */
  answers: StaffRequestAnswer[];
}

export interface StaffRequestAnswer {
  id: number;
  staff_email: string;
  recipient: string;
  text: string;
  created_at: string;
}

type RequestsQuery = SelectQueryBuilder<Database, "requests", object>;

const CONTACT_FIELDS = new Set(["fio", "phone", "email", "comment", "good_id", "idea_id"]);

function applyFilter(query: RequestsQuery, filter: RequestFilter): RequestsQuery {
  // A custom-size request whose SMS code was never confirmed is not a request yet.
  let q = query.where("requests.status", "=", "accepted");
  if (filter.kind) q = q.where("requests.kind", "=", filter.kind);
  if (filter.handling) q = q.where("requests.handling", "=", filter.handling);
  if (filter.from) q = q.where("requests.created_at", ">=", filter.from);
  if (filter.to) q = q.where("requests.created_at", "<=", `${filter.to}T23:59:59.999Z`);
  const text = filter.q?.trim();
  if (text) {
    const lower = text.toLowerCase();
    // The fields are stored as JSON: Cyrillic is kept as typed, so both spellings of the first letter are tried.
    const variants = [...new Set([text, lower, lower.charAt(0).toUpperCase() + lower.slice(1)])];
    q = q.where((eb) => eb.or(variants.map((v) => eb("requests.fields", "like", `%${v}%`))));
  }
  return q;
}

/** The media type a stored file is served with; a kind we no longer know is sent as plain bytes. */
function contentTypeOf(kind: string): string {
  return Object.hasOwn(CONTENT_TYPES, kind) ? CONTENT_TYPES[kind as FileKind] : "application/octet-stream";
}

const str = (value: unknown) => (value == null ? "" : String(value));

/** The back office's request inbox: lists, one request with its files, its handling status, its files' bytes. */
export function createStaffRequests(db: Kysely<Database>, files: FileStore, now: () => string, outbox: Outbox) {
  async function subjects(rows: { fields: Record<string, unknown> }[]) {
    const goodIds = rows.map((r) => Number(r.fields.good_id)).filter((id) => id > 0);
    const ideaIds = rows.map((r) => Number(r.fields.idea_id)).filter((id) => id > 0);
    const [goods, ideas] = await Promise.all([
      goodIds.length ? db.selectFrom("goods").select(["id", "name"]).where("id", "in", goodIds).execute() : [],
      ideaIds.length ? db.selectFrom("ideas").select(["id", "title as name"]).where("id", "in", ideaIds).execute() : [],
    ]);
    return { goods: new Map(goods.map((g) => [g.id, g.name])), ideas: new Map(ideas.map((i) => [i.id, i.name])) };
  }

  async function view(rows: { id: number; kind: string; handling: RequestHandling; created_at: string; fields: string }[]): Promise<StaffRequest[]> {
    const parsed = rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, unknown> }));
    const ids = rows.map((r) => r.id);
    const [names, files, answers] = await Promise.all([
      subjects(parsed),
      ids.length
        ? db
            .selectFrom("request_files")
            .select(["id", "request_id", "original_name", "kind", "size"])
            .where("request_id", "in", ids)
            .orderBy("id")
            .execute()
        : [],
      ids.length
        ? db
            .selectFrom("request_answers")
            .select(["id", "request_id", "staff_email", "recipient", "text", "created_at"])
            .where("request_id", "in", ids)
            .orderBy("id")
            .execute()
        : [],
    ]);
    return parsed.map((row) => {
      const goodId = Number(row.fields.good_id) || 0;
      const ideaId = Number(row.fields.idea_id) || 0;
      const subject = goodId
        ? { kind: "good" as const, id: goodId, name: names.goods.get(goodId) ?? null }
        : ideaId
          ? { kind: "idea" as const, id: ideaId, name: names.ideas.get(ideaId) ?? null }
          : null;
      return {
        id: row.id,
        kind: row.kind,
        handling: row.handling,
        created_at: row.created_at,
        fio: str(row.fields.fio),
        phone: str(row.fields.phone),
        email: str(row.fields.email),
        comment: str(row.fields.comment),
        extra: Object.fromEntries(
          Object.entries(row.fields)
            .filter(([key, value]) => !CONTACT_FIELDS.has(key) && str(value) !== "")
            .map(([k, v]) => [k, str(v)]),
        ),
        subject,
        files: files.filter((f) => f.request_id === row.id).map((f) => ({ id: f.id, name: f.original_name, kind: f.kind, size: f.size })),
        answers: answers.filter((a) => a.request_id === row.id).map(({ request_id: _, ...answer }) => answer),
      };
    });
  }

  const columns = ["id", "kind", "handling", "created_at", "fields"] as const;

  return {
    async list(filter: RequestFilter): Promise<{ requests: StaffRequest[]; total: number }> {
      const [rows, count] = await Promise.all([
        applyFilter(db.selectFrom("requests"), filter).select(columns).orderBy("id", "desc").offset(filter.offset).limit(filter.limit).execute(),
        applyFilter(db.selectFrom("requests"), filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { requests: await view(rows), total: Number(count.n) };
    },

    async get(id: number): Promise<StaffRequest> {
      const row = await db.selectFrom("requests").select(columns).where("id", "=", id).where("status", "=", "accepted").executeTakeFirst();
      if (!row) throw new DomainError("not_found");
      const [request] = await view([row]);
      return request;
    },

    async setHandling(actor: Actor, id: number, handling: RequestHandling): Promise<void> {
      const request = await this.get(id);
      if (request.handling === handling) return;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("requests").set({ handling }).where("id", "=", id).execute();
        await recordChange(trx, actor, now(), {
          action: "request.handling",
          entity: "request",
          entityId: id,
          before: { handling: request.handling },
          after: { handling },
        });
      });
    },

    /**
     * Answers a request by mail to the e-mail it gave: the answer is kept with the request, its letter added to
     * the outbox and the change to the audit log, in one transaction. `request_no_email` when it gave none.
     */
    async answer(actor: Actor, id: number, text: string): Promise<void> {
      const request = await this.get(id);
      if (!request.email) throw new DomainError("request_no_email", { fields: ["text"] });
      const subject = REQUEST_ANSWER_SUBJECT(REQUEST_TITLES[request.kind] ?? request.kind, id);
      await db.transaction().execute(async (trx) => {
        const at = now();
        await trx
          .insertInto("request_answers")
          .values({ request_id: id, staff_email: actor.email, recipient: request.email, text, created_at: at })
          .execute();
        await outbox.add(trx, { channel: "mail", to: request.email, content: staffLetter(subject, text, await shopName(trx)) });
        await recordChange(trx, actor, at, {
          action: "request.answer",
          entity: "request",
          entityId: id,
          before: null,
          after: { to: request.email, text },
        });
      });
      outbox.wake();
    },

    /** A file of an accepted request with its original name, as a stream from the file store; `not_found` when either is gone. */
    async file(id: number): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
      const row = await db
        .selectFrom("request_files")
        .innerJoin("requests", "requests.id", "request_files.request_id")
        .select(["request_files.original_name", "request_files.kind", "request_files.size", "request_files.stored_name"])
        .where("request_files.id", "=", id)
        .where("requests.status", "=", "accepted")
        .executeTakeFirst();
      const stream = row ? await files.stream(row.stored_name) : null;
      if (!row || !stream) throw new DomainError("not_found");
      return { name: row.original_name, contentType: contentTypeOf(row.kind), size: row.size, stream };
    },
  };
}

export type StaffRequests = ReturnType<typeof createStaffRequests>;
