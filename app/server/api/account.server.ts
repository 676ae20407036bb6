import { z } from "zod";
import { callApi, outcome } from "./client.server";

/**
 * Sign-in and account calls (docs/api.md "Sign-in and account"). Every function answers a typed value and
 * never throws: a non-OK answer comes back as an ApiFail (`unavailable` for outages and contract misfits).
 */

const userSchema = z.object({
  id: z.number(),
  phone: z.string(),
  email: z.string().nullable(),
  fio: z.string().nullable(),
  birthday: z.string().nullable(),
  has_password: z.boolean().default(false),
});
export type AccountUser = z.infer<typeof userSchema>;

const sentSchema = z.object({ form_id: z.string(), resend_in: z.number().default(0) });
const tokenSchema = z.object({ token: z.string() });
const messageSchema = z.object({ message: z.object({ text: z.string().optional(), title: z.string().optional() }).default({}) });
const changeSchema = z.object({ form_id: z.string() });

const accountOrderSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.string(),
  status_title: z.string(),
  payment_title: z.string(),
  total: z.number(),
  created_at: z.string(),
  can_pay: z.boolean(),
  // The courier's services, each a line of the order (a backend without them answers none).
  services: z.array(z.object({ code: z.string(), name: z.string(), count: z.number(), sum: z.number() })).default([]),
  // Its goods' pieces, and those shipped in parts so far (0: none yet).
  items: z.array(z.object({ count: z.number() })).default([]),
  pieces_shipped: z.number().default(0),
  // The счёт of an order paid by invoice, downloaded from the account (null: none).
  invoice: z.object({ number: z.number() }).nullish(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

type Caller = { clientIp?: string; captcha?: string };

/** `POST lk/login`: sends a code to `phone`; the flow id and seconds until a resend is allowed. */
export async function requestCode(phone: string, caller: Caller = {}) {
  const json = { login: phone, ...(caller.captcha ? { "g-recaptcha-code": caller.captcha } : {}) };
  return outcome(await callApi("/lk/login", { method: "POST", json, clientIp: caller.clientIp }), sentSchema);
}

/** `POST lk/confirm` without a token: the code of a sign-in → the new session token. */
export async function confirmSignIn(formId: string, code: string, caller: Caller = {}) {
  const response = await callApi("/lk/confirm", { method: "POST", json: { id: formId, code }, clientIp: caller.clientIp });
  return outcome(response, tokenSchema);
}

/** `POST lk/login_password`: the session token, or one generic failure. */
export async function loginWithPassword(login: string, password: string, caller: Caller = {}) {
  const json = { login, password, ...(caller.captcha ? { "g-recaptcha-code": caller.captcha } : {}) };
  return outcome(await callApi("/lk/login_password", { method: "POST", json, clientIp: caller.clientIp }), tokenSchema);
}

/** `POST lk/logout`: revokes the token on the server (the outcome does not matter to the caller). */
export async function revokeToken(token: string): Promise<void> {
  await callApi("/lk/logout", { method: "POST", token });
}

/**
 * `GET lk/check_token`: the user of a valid token; `user: null` when the token is refused (401, signed out) or the
 * backend could not answer (`unavailable`: the session may still be fine, so callers keep the cookie).
 */
export async function checkToken(token: string): Promise<{ user: AccountUser | null; unavailable: boolean }> {
  const answer = await outcome(await callApi("/lk/check_token", { token }), z.object({ user: userSchema }));
  if (answer.ok) return { user: answer.data.user, unavailable: false };
  return { user: null, unavailable: answer.fail.unavailable && answer.fail.status !== 401 };
}

/** `PATCH lk/profile_edit` as form data (fio, birthday YYYY-MM-DD or empty). */
export async function editProfile(token: string, profile: { fio: string; birthday: string }) {
  return outcome(await callApi("/lk/profile_edit", { method: "PATCH", form: profile, token }), messageSchema);
}

/** The three account changes; each answers a `form_id` that `confirmChange` applies with the mailed/SMS code. */
export type AccountChange =
  { kind: "email"; email: string; phone: string } | { kind: "phone"; phone: string } | { kind: "password"; password: string; password_old: string };

/** `POST lk/email_change` / `phone_change` / `password_change`, from the visitor at `clientIp`. */
export async function requestChange(token: string, change: AccountChange, clientIp: string) {
  const { kind, ...json } = change;
  return outcome(await callApi(`/lk/${kind}_change`, { method: "POST", json, token, clientIp }), changeSchema);
}

/** `POST lk/confirm` with the token: applies the user's pending change (confirmations are counted per address). */
export async function confirmChange(token: string, formId: string, code: string, clientIp: string) {
  return outcome(await callApi("/lk/confirm", { method: "POST", json: { id: formId, code }, token, clientIp }), messageSchema);
}

/** `GET lk/orders`: the user's orders, newest first; empty when the backend cannot answer. */
/** The backend's PDF answer for the счёт of one of the user's orders (404 for another's order or one without). */
export const fetchAccountInvoice = (token: string, id: string) => callApi("/lk/orders/invoice", { token, query: { id } });

export async function getAccountOrders(token: string): Promise<AccountOrder[]> {
  const answer = await outcome(await callApi("/lk/orders", { token }), z.object({ orders: z.array(accountOrderSchema) }));
  return answer.ok ? answer.data.orders : [];
}
