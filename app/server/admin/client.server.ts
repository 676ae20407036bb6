import { z } from "zod";
import { PHOTO_UPLOAD_TIMEOUT_MS } from "~/config/constants";
import { catalogChangedHere } from "../catalog-revision.server";
import { callApi, outcome, type Outcome } from "../api/client.server";
import { extendBackendDeadline } from "../request-scope.server";

/*
 * Exports (stable): what every back-office call shares.
 *   Call                                  the staff token and the client's address every call carries
 *   paginationSchema                      a list page's pagination
 *   savedId, accepted                     the answers of a save (the record's id) and of any other change
 *   writeAdmin(call, path, json, answer, effect)   a POST to `/admin/…`: the parsed answer or the refusal
 *   uploadFile(call, path, field, file, answer)    one file posted to a backend upload
 */

export type Call = { token: string; clientIp: string };

export const paginationSchema = z.object({ page: z.number(), pages: z.number(), total: z.number(), limit: z.number() });

/** The answer of a save that created or changed a record: its id. */
export const savedId = z.object({ id: z.number() });
/** The answer of a change whose body the page does not read (`{ result: "ok" }`). */
export const accepted = z.object({});

/**
 * What a write changes that the storefront shows: `public` for the catalogue, content, deliveries and the shop's
 * settings (the backend raises its public data revision, so this process drops its caches on its next check
 * without waiting for the check's interval); `private` for the rest (orders, requests, staff, promo codes).
 */
export type WriteEffect = "public" | "private";

/** A back-office change: the answer parsed with `answer`, else the refusal (an answer outside it is an outage). */
export async function writeAdmin<T>(
  call: Call,
  path: string,
  json: Record<string, unknown>,
  answer: z.ZodType<T, z.ZodTypeDef, unknown>,
  effect: WriteEffect,
): Promise<Outcome<T>> {
  const done = await outcome(await callApi(path, { ...call, method: "POST", json }), answer);
  if (done.ok && effect === "public") catalogChangedHere();
  return done;
}

/** One file posted to a backend upload as `field`: the answer parsed with `answer`, or the refusal. */
export async function uploadFile<T>(call: Call, path: string, field: string, file: File, answer: z.ZodType<T, z.ZodTypeDef, unknown>) {
  const body = new FormData();
  body.set(field, file, file.name || field);
  extendBackendDeadline(PHOTO_UPLOAD_TIMEOUT_MS);
  return outcome(await callApi(path, { ...call, method: "POST", body, timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS }), answer);
}
