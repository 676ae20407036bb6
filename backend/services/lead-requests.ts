import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Outbox } from "../messaging";
import { managerLead } from "../messaging/letters";
import { shopName } from "./shop-name";
import { DomainError } from "./errors";
import { removeFiles, storeFiles, type FileStore, type StoredFile } from "./file-store";
import type { UploadedFile } from "./file-types";
import { catalogueHas } from "./order-goods";

/**
 * Lead requests (docs/api.md "Requests"): stored with their consent and files; the manager's mail, with the
 * files attached, is written in the transaction that accepts the request.
 */

export interface LeadRequestInput {
  kind: string;
  /** The validated fields, without consent, honeypot and captcha token. */
  fields: Record<string, unknown>;
  files: UploadedFile[];
  consentVersion: string;
  ip: string;
  now: string;
  /** Held as pending until confirmed (the custom-size request's SMS code). */
  pending: boolean;
}

export interface LeadRequestDeps {
  db: Kysely<Database>;
  /** Where the request's files are kept; `files.get(stored_name)` reads one back. */
  files: FileStore;
  managerEmail: string;
  outbox: Outbox;
}

/** Refuses a request about an idea or a good the catalogue has not (`idea_unknown`, `good_unknown` on the field). */
async function refuseUnknownSubject(db: Kysely<Database>, fields: Record<string, unknown>): Promise<void> {
  if ("idea_id" in fields && !(await catalogueHas(db, "idea", Number(fields.idea_id))))
    throw new DomainError("idea_unknown", { fields: ["idea_id"] });
  if ("good_id" in fields && !(await catalogueHas(db, "good", Number(fields.good_id))))
    throw new DomainError("good_unknown", { fields: ["good_id"] });
}

/** Stores the request and its files together: either both are kept or neither is. */
export async function storeRequest(deps: LeadRequestDeps, input: LeadRequestInput): Promise<number> {
  await refuseUnknownSubject(deps.db, input.fields);
  const stored = await storeFiles(deps.files, input.files, input.now);
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("requests")
        .values({
          kind: input.kind,
          fields: JSON.stringify(input.fields),
          consent_at: input.now,
          consent_version: input.consentVersion,
          ip: input.ip,
          status: input.pending ? "pending_confirmation" : "accepted",
          created_at: input.now,
          accepted_at: input.pending ? null : input.now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (stored.length > 0) {
        await trx
          .insertInto("request_files")
          .values(stored.map((s) => fileRow(row.id, s, input.now)))
          .execute();
      }
      if (!input.pending) await addManagerMail(trx, deps, row.id);
      return row.id;
    });
    deps.outbox.wake();
    return id;
  } catch (error) {
    await removeFiles(
      deps.files,
      stored.map((s) => s.storedName),
    );
    throw error;
  }
}

function fileRow(requestId: number, { file, storedName }: StoredFile, now: string) {
  return {
    request_id: requestId,
    field: file.field,
    original_name: file.name,
    stored_name: storedName,
    kind: file.kind,
    size: file.bytes.length,
    created_at: now,
  };
}

/** Removes a request that will never be confirmed (its code could not be sent), with its files. */
export async function dropRequest(deps: LeadRequestDeps, requestId: number): Promise<void> {
  const files = await deps.db.selectFrom("request_files").select("stored_name").where("request_id", "=", requestId).execute();
  await deps.db.deleteFrom("request_files").where("request_id", "=", requestId).execute();
  await deps.db.deleteFrom("requests").where("id", "=", requestId).execute();
  await removeFiles(
    deps.files,
    files.map((f) => f.stored_name),
  );
}

/** Marks a pending request accepted and tells the manager; false when it was not pending (already confirmed or gone). */
export async function acceptRequest(deps: LeadRequestDeps, requestId: number, now: string): Promise<boolean> {
  const accepted = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("requests")
      .set({ status: "accepted", accepted_at: now })
      .where("id", "=", requestId)
      .where("status", "=", "pending_confirmation")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await addManagerMail(trx, deps, requestId);
    return true;
  });
  if (accepted) deps.outbox.wake();
  return accepted;
}

/** The manager's mail about an accepted request, in the transaction `trx` that accepts it. */
async function addManagerMail(trx: Kysely<Database>, deps: LeadRequestDeps, requestId: number): Promise<void> {
  const request = await trx.selectFrom("requests").selectAll().where("id", "=", requestId).executeTakeFirstOrThrow();
  const files = await trx.selectFrom("request_files").selectAll().where("request_id", "=", requestId).orderBy("id").execute();
  const content = managerLead({ ...request, fields: JSON.parse(request.fields) as Record<string, unknown>, files }, await shopName(trx));
  await deps.outbox.add(trx, { channel: "mail", to: deps.managerEmail, content });
}
