import { z } from "zod";
import {
  MSG_BIRTHDAY_INVALID, MSG_CODE_SENT, MSG_EMAIL_CHANGED, MSG_EMAIL_CODE_SENT, MSG_EMAIL_TAKEN, MSG_FIO_TOO_LONG,
  MSG_LOGIN_FAILED, MSG_PASSWORD_CHANGED, MSG_PASSWORD_OLD_WRONG, MSG_PASSWORD_RULES, MSG_PHONE_CHANGED,
  MSG_PHONE_CODE_SENT, MSG_PHONE_MISMATCH, MSG_PHONE_TAKEN, MSG_PROFILE_FAILED, MSG_PROFILE_UPDATED, MSG_REQUIRED, MSG_WELCOME,
} from "./accounts-messages";
import { codeField, emailField, formIdField, normalizePhone, phoneField } from "./account-fields";
import { readBody, validate, fieldErrors, MSG_CHECK_FIELDS } from "./body";
import type { Context } from "./context";
import { readMultipart } from "./multipart";
import { MSG_CAPTCHA_FAILED } from "./orders-messages";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { verifyCaptcha } from "../services/captcha";
import { hashPassword, isAcceptablePassword, verifyPassword } from "../services/passwords";
import { findUser, publicUserById, userIdForPhone } from "../services/users";

/** Code purposes: sign-in, and the three account changes confirmed by `POST /lk/confirm` with a token. */
const CHANGE_PURPOSES = ["email_change", "phone_change", "password_change"] as const;
type ChangePayload = { email?: string; phone?: string; passwordHash?: string };

/** The signed-in user's stored row; the token was checked a moment ago, so it exists. */
async function userRow(ctx: Context, id: number) {
  const row = await findUser(ctx.db, id);
  if (!row) throw new HttpError(401, "");
  return row;
}

/** The optional reCAPTCHA v3 token the sign-in forms send (spec §6 "Captcha"). */
const captchaField = z.string({ invalid_type_error: MSG_CAPTCHA_FAILED }).max(4000, MSG_CAPTCHA_FAILED).optional();

/** Refuses a sign-in whose captcha token fails (checked only when a secret is configured; no token passes). */
async function checkCaptcha(ctx: Context, token: string | undefined, action: "login" | "login_password") {
  if (!(await verifyCaptcha(ctx.config, ctx.log, { token: token ?? "", action, ip: ctx.ip }))) throw new HttpError(422, MSG_CAPTCHA_FAILED);
}

/** POST /lk/login: sends a sign-in code by SMS. */
async function login(ctx: Context) {
  const body = validate(z.object({ login: phoneField, "g-recaptcha-code": captchaField }), await readBody(ctx.request));
  await ctx.services.limits.consume(`login-ip:${ctx.ip}`, 20, 3600);
  await checkCaptcha(ctx, body["g-recaptcha-code"], "login");
  const { formId, resendIn } = await ctx.services.codes.issue({ purpose: "login", to: body.login, channel: "sms", ip: ctx.ip });
  return ok({ result: "ok", form_id: formId, resend_in: resendIn, message: { text: MSG_CODE_SENT } });
}

/** POST /lk/confirm: without a token signs in (a new phone makes a new account); with one, applies a change. */
async function confirm(ctx: Context) {
  const body = validate(z.object({ id: formIdField, code: codeField }), await readBody(ctx.request));
  await ctx.services.limits.consume(`confirm-ip:${ctx.ip}`, 60, 600);
  const user = await ctx.services.auth.userFromRequest(ctx.request);
  if (user) return applyChange(ctx, user.id, body.id, body.code);

  const { to } = await ctx.services.codes.verify({ formId: body.id, code: body.code, purpose: "login" });
  const userId = await userIdForPhone(ctx.db, to, ctx.now());
  const token = await ctx.services.tokens.issue(userId);
  return ok({ result: "ok", token, message: { text: MSG_WELCOME } });
}

/** A change code belongs to one user: a code of another user's change is not even found (and not used up). */
const changePurpose = (kind: (typeof CHANGE_PURPOSES)[number], userId: number) => `${kind}:${userId}`;

async function applyChange(ctx: Context, userId: number, formId: string, code: string) {
  const row = await ctx.db.selectFrom("codes").select("purpose").where("id", "=", formId).executeTakeFirst();
  const kind = CHANGE_PURPOSES.find((p) => changePurpose(p, userId) === row?.purpose) ?? "email_change";
  const { payload } = await ctx.services.codes.verify({ formId, code, purpose: changePurpose(kind, userId) });
  const change = payload as ChangePayload;
  try {
    if (kind === "email_change") await ctx.db.updateTable("users").set({ email: change.email ?? null }).where("id", "=", userId).execute();
    if (kind === "phone_change") await ctx.db.updateTable("users").set({ phone: change.phone! }).where("id", "=", userId).execute();
    if (kind === "password_change") await ctx.db.updateTable("users").set({ password_hash: change.passwordHash! }).where("id", "=", userId).execute();
  } catch {
    // Unique e-mail/phone: someone else took it between the request and the code.
    throw new HttpError(409, kind === "email_change" ? MSG_EMAIL_TAKEN : MSG_PHONE_TAKEN);
  }
  const text = kind === "email_change" ? MSG_EMAIL_CHANGED : kind === "phone_change" ? MSG_PHONE_CHANGED : MSG_PASSWORD_CHANGED;
  return ok({ result: "ok", message: { text } });
}

/** POST /lk/login_password: phone or e-mail and password; one generic failure for every reason. */
async function loginPassword(ctx: Context) {
  const body = validate(
    z.object({ login: z.string({ required_error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED).max(254), password: z.string({ required_error: MSG_REQUIRED }).min(1, MSG_REQUIRED).max(128), "g-recaptcha-code": captchaField }),
    await readBody(ctx.request),
  );
  await ctx.services.limits.consume(`password-ip:${ctx.ip}`, 10, 600);
  await checkCaptcha(ctx, body["g-recaptcha-code"], "login_password");
  const login = body.login.includes("@") ? body.login.toLowerCase() : normalizePhone(body.login);
  await ctx.services.limits.consume(`password-login:${login}`, 10, 600);
  const row = await ctx.db
    .selectFrom("users")
    .select(["id", "password_hash"])
    .where(body.login.includes("@") ? "email" : "phone", "=", login)
    .executeTakeFirst();
  if (!(await verifyPassword(body.password, row?.password_hash ?? null)) || !row) throw new HttpError(422, MSG_LOGIN_FAILED);
  return ok({ result: "ok", token: await ctx.services.tokens.issue(row.id) });
}

async function logout(ctx: Context) {
  await ctx.services.auth.requireUser(ctx.request);
  const token = ctx.services.tokens.bearer(ctx.request);
  if (token) await ctx.services.tokens.revoke(token);
  return ok({ result: "ok" });
}

async function checkToken(ctx: Context) {
  const user = await ctx.services.auth.requireUser(ctx.request);
  const profile = await publicUserById(ctx.db, user.id);
  if (!profile) throw new HttpError(401, "");
  return ok({ result: "ok", user: profile });
}

/** Form data as the profile form sends it: urlencoded or JSON (readBody), or multipart without files. */
async function readForm(request: Request): Promise<Record<string, unknown>> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) return readBody(request);
  return (await readMultipart(request, [])).fields;
}

/** fio required (≤ 150), birthday YYYY-MM-DD between 1900 and today by the backend's clock, or empty. */
const profileSchema = (today: number) => z.object({
  fio: z.preprocess((v) => (v == null ? "" : v), z.string({ invalid_type_error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED).max(150, MSG_FIO_TOO_LONG)),
  birthday: z.preprocess(
    (v) => (v == null ? "" : v),
    z.string({ invalid_type_error: MSG_BIRTHDAY_INVALID }).trim().refine((v) => {
      if (v === "") return true;
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      if (!m) return false;
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && Number(m[1]) >= 1900 && date.getTime() < today && date.toISOString().startsWith(v);
    }, MSG_BIRTHDAY_INVALID),
  ),
});

async function profileEdit(ctx: Context) {
  const user = await ctx.services.auth.requireUser(ctx.request);
  const parsed = profileSchema(ctx.now()).safeParse(await readForm(ctx.request));
  if (!parsed.success) {
    const message = { title: MSG_PROFILE_FAILED, text: MSG_CHECK_FIELDS, form: [MSG_CHECK_FIELDS], fields: fieldErrors(parsed.error) };
    return ok({ status: 1, result: "fail", message }, { status: 422 });
  }
  await ctx.db.updateTable("users").set({ fio: parsed.data.fio, birthday: parsed.data.birthday || null }).where("id", "=", user.id).execute();
  return ok({ status: 1, result: "ok", message: { title: MSG_PROFILE_UPDATED } });
}

async function emailChange(ctx: Context) {
  const user = await ctx.services.auth.requireUser(ctx.request);
  const body = validate(z.object({ email: emailField, phone: phoneField }), await readBody(ctx.request));
  if (body.phone !== user.phone) throw new HttpError(422, MSG_CHECK_FIELDS, { phone: MSG_PHONE_MISMATCH });
  const taken = await ctx.db.selectFrom("users").select("id").where("email", "=", body.email).where("id", "!=", user.id).executeTakeFirst();
  if (taken) throw new HttpError(422, MSG_CHECK_FIELDS, { email: MSG_EMAIL_TAKEN });
  const payload: ChangePayload = { email: body.email };
  const { formId, resendIn } = await ctx.services.codes.issue({ purpose: changePurpose("email_change", user.id), to: body.email, channel: "mail", ip: ctx.ip, payload });
  return ok({ result: "ok", form_id: formId, resend_in: resendIn, message: { text: MSG_EMAIL_CODE_SENT } });
}

async function phoneChange(ctx: Context) {
  const user = await ctx.services.auth.requireUser(ctx.request);
  const body = validate(z.object({ phone: phoneField }), await readBody(ctx.request));
  const taken = await ctx.db.selectFrom("users").select("id").where("phone", "=", body.phone).where("id", "!=", user.id).executeTakeFirst();
  if (taken) throw new HttpError(422, MSG_CHECK_FIELDS, { phone: MSG_PHONE_TAKEN });
  const payload: ChangePayload = { phone: body.phone };
  const { formId, resendIn } = await ctx.services.codes.issue({ purpose: changePurpose("phone_change", user.id), to: body.phone, channel: "sms", ip: ctx.ip, payload });
  return ok({ result: "ok", form_id: formId, resend_in: resendIn, message: { text: MSG_PHONE_CODE_SENT } });
}

async function passwordChange(ctx: Context) {
  const user = await ctx.services.auth.requireUser(ctx.request);
  const body = validate(
    z.object({
      password: z.string({ required_error: MSG_REQUIRED }).refine(isAcceptablePassword, MSG_PASSWORD_RULES),
      password_old: z.preprocess((v) => (v == null ? "" : v), z.string().max(128)),
    }),
    await readBody(ctx.request),
  );
  const row = await userRow(ctx, user.id);
  if (row.password_hash !== null) {
    await ctx.services.limits.consume(`password-change:${user.id}`, 10, 600);
    if (!(await verifyPassword(body.password_old, row.password_hash))) throw new HttpError(422, MSG_CHECK_FIELDS, { password_old: MSG_PASSWORD_OLD_WRONG });
  }
  const payload: ChangePayload = { passwordHash: await hashPassword(body.password) };
  const { formId, resendIn } = await ctx.services.codes.issue({ purpose: changePurpose("password_change", user.id), to: row.phone, channel: "sms", ip: ctx.ip, payload });
  return ok({ result: "ok", form_id: formId, resend_in: resendIn, message: { text: MSG_PHONE_CODE_SENT } });
}

async function orders(ctx: Context) {
  const user = await ctx.services.auth.requireUser(ctx.request);
  return ok({ result: "ok", orders: await ctx.services.orders.listOrdersForUser(user.id) });
}

export const lkRoutes: Route[] = [
  { method: "POST", path: "/lk/login", handler: login },
  { method: "POST", path: "/lk/confirm", handler: confirm },
  { method: "POST", path: "/lk/login_password", handler: loginPassword },
  { method: "POST", path: "/lk/logout", handler: logout },
  { method: "GET", path: "/lk/check_token", handler: checkToken },
  { method: "PATCH", path: "/lk/profile_edit", handler: profileEdit },
  { method: "POST", path: "/lk/email_change", handler: emailChange },
  { method: "POST", path: "/lk/phone_change", handler: phoneChange },
  { method: "POST", path: "/lk/password_change", handler: passwordChange },
  { method: "GET", path: "/lk/orders", handler: orders },
];
