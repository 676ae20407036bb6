import { z } from "zod";
import { displayFileName } from "~/lib/files";
import { callApi, getPageData } from "../api/client.server";
import { accepted, paginationSchema, writeAdmin, type Call } from "./client.server";

/*
 * Exports (stable): the shoppers' requests (`/admin/requests`, `/admin/request…`).
 *   listRequests, exportRequests, getRequest, fetchRequestFile; the writes setRequestHandling, answerRequest;
 *   the types RequestHandling, StaffRequest
 */

const handling = z.enum(["new", "in_work", "done"]);
export type RequestHandling = z.infer<typeof handling>;
const staffRequest = z.object({
  id: z.number(),
  kind: z.string(),
  handling,
  created_at: z.string(),
  fio: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.string(),
  extra: z.record(z.string()),
  subject: z.object({ kind: z.enum(["good", "idea"]), id: z.number(), name: z.string().nullable() }).nullable(),
  files: z.array(z.object({ id: z.number(), name: z.string().transform(displayFileName), kind: z.string(), size: z.number() })),
  answers: z.array(z.object({ id: z.number(), staff_email: z.string(), recipient: z.string(), text: z.string(), created_at: z.string() })),
});
export type StaffRequest = z.infer<typeof staffRequest>;

export const listRequests = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/requests", z.object({ requests: z.array(staffRequest), pagination: paginationSchema }), { ...call, query });
export const exportRequests = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/requests/export", z.object({ requests: z.array(staffRequest) }), { ...call, query });
export const getRequest = (call: Call, id: string) => getPageData("/admin/request", z.object({ request: staffRequest }), { ...call, query: { id } });
/** The backend's attachment answer for a request's file, as it came (its headers make it a download). */
export const fetchRequestFile = (call: Call, id: string) => callApi("/admin/request/file", { ...call, query: { id } });

/** The request's handling mark (new, in work, done). */
export const setRequestHandling = (call: Call, id: number, handling: RequestHandling) =>
  writeAdmin(call, "/admin/request/handling", { id, handling }, accepted, "private");

/** An answer to the shopper, by e-mail or SMS (the request says which), kept with the request. */
export const answerRequest = (call: Call, id: number, text: string) => writeAdmin(call, "/admin/request/answer", { id, text }, accepted, "private");
