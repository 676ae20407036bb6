import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { removeFiles, storeFiles, type FileStore, type StoredFile } from "./file-store";
import type { UploadedFile } from "./file-types";
import type { Outbox } from "./index";

/** Lead requests (docs/api.md "Requests"): stored with their consent and files, then the manager is told. */

/** What the manager's e-mail calls each kind of request. */
const REQUEST_TITLES: Record<string, string> = {
  project: "Заказ проекта",
  idea: "Обсуждение идеи",
  good_custom_size: "Заказ по индивидуальным размерам",
  partner: "Заявка партнёра",
  feedback: "Обратная связь",
  presentation: "Запрос презентации",
};

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
  mail: Outbox;
}

/** Stores the request and its files together: either both are kept or neither is. */
export async function storeRequest(deps: LeadRequestDeps, input: LeadRequestInput): Promise<number> {
  const stored = await storeFiles(deps.files, input.files, input.now);
  try {
    return await deps.db.transaction().execute(async (trx) => {
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
      return row.id;
    });
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

/** Marks a pending request accepted; false when it was not pending (already confirmed or gone). */
export async function acceptRequest(deps: LeadRequestDeps, requestId: number, now: string): Promise<boolean> {
  const result = await deps.db
    .updateTable("requests")
    .set({ status: "accepted", accepted_at: now })
    .where("id", "=", requestId)
    .where("status", "=", "pending_confirmation")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Tells the manager about an accepted request through the mail outbox. */
export async function notifyManager(deps: LeadRequestDeps, requestId: number): Promise<void> {
  const request = await deps.db.selectFrom("requests").selectAll().where("id", "=", requestId).executeTakeFirstOrThrow();
  const files = await deps.db.selectFrom("request_files").selectAll().where("request_id", "=", requestId).execute();
  const fields = JSON.parse(request.fields) as Record<string, unknown>;
  const title = REQUEST_TITLES[request.kind] ?? request.kind;
  const lines = [
    `${title}, заявка №${request.id} от ${request.created_at}`,
    ...Object.entries(fields)
      .filter(([, value]) => value !== "" && value != null)
      .map(([key, value]) => `${key}: ${String(value)}`),
    `Согласие на обработку данных: ${request.consent_at}, версия ${request.consent_version || "—"}`,
    ...files.map((f) => `Файл: ${f.original_name} (${Math.round(f.size / 1000)} КБ) → ${f.stored_name}`),
  ];
  await deps.mail.send({ to: deps.managerEmail, subject: `Новая заявка: ${title} №${request.id}`, text: lines.join("\n") });
}
