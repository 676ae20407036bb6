import { z } from "zod";
import {
  MSG_BIRTHDAY_INVALID,
  MSG_EMAIL_CHANGED,
  MSG_EMAIL_CODE_SENT,
  MSG_EMAIL_TAKEN,
  MSG_FIO_TOO_LONG,
  MSG_PASSWORD_CHANGED,
  MSG_PASSWORD_RULES,
  MSG_PHONE_CHANGED,
  MSG_PHONE_CODE_SENT,
  MSG_PHONE_MISMATCH,
  MSG_PHONE_TAKEN,
  MSG_PROFILE_FAILED,
  MSG_PROFILE_UPDATED,
  MSG_REQUIRED,
} from "./accounts-messages";
import { requireUser } from "./auth";
import { emailField, phoneField } from "./account-fields";
import { readBody, validate, fieldErrors, MSG_CHECK_FIELDS } from "./body";
import type { Context } from "./context";
import { readForm } from "./multipart";
import { orderAnswer } from "./order-answers";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { isAcceptablePassword } from "../services/passwords";

/**
 * The signed-in user's account: profile, e-mail/phone/password changes (each confirmed with a code through
 * `POST /lk/confirm`, see `applyChange`) and the order list.
 */

/** Applies a pending change of the signed-in user `userId` once its code checks out (`POST /lk/confirm`). */
export async function applyChange(ctx: Context, userId: number, formId: string, code: string) {
  const { kind, applied } = await ctx.services.users.applyChange({ userId, formId, code });
  if (!applied) throw new HttpError(409, kind === "email_change" ? MSG_EMAIL_TAKEN : MSG_PHONE_TAKEN);
  const text = kind === "email_change" ? MSG_EMAIL_CHANGED : kind === "phone_change" ? MSG_PHONE_CHANGED : MSG_PASSWORD_CHANGED;
  return ok({ result: "ok", message: { text } });
}

/** fio required (≤ 150), birthday YYYY-MM-DD between 1900 and today by the backend's clock, or empty. */
const profileSchema = (today: number) =>
  z.object({
    fio: z.preprocess(
      (v) => (v == null ? "" : v),
      z.string({ invalid_type_error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED).max(150, MSG_FIO_TOO_LONG),
    ),
    birthday: z.preprocess(
      (v) => (v == null ? "" : v),
      z
        .string({ invalid_type_error: MSG_BIRTHDAY_INVALID })
        .trim()
        .refine((v) => {
          if (v === "") return true;
          const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
          if (!m) return false;
          const date = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && Number(m[1]) >= 1900 && date.getTime() < today && date.toISOString().startsWith(v);
        }, MSG_BIRTHDAY_INVALID),
    ),
  });

async function profileEdit(ctx: Context) {
  const user = await requireUser(ctx);
  const parsed = profileSchema(ctx.now()).safeParse((await readForm(ctx.request)).fields);
  if (!parsed.success) {
    const message = { title: MSG_PROFILE_FAILED, text: MSG_CHECK_FIELDS, form: [MSG_CHECK_FIELDS], fields: fieldErrors(parsed.error) };
    return ok({ status: 1, result: "fail", message }, { status: 422 });
  }
  await ctx.services.users.updateProfile(user.id, { fio: parsed.data.fio, birthday: parsed.data.birthday || null });
  return ok({ status: 1, result: "ok", message: { title: MSG_PROFILE_UPDATED } });
}

async function emailChange(ctx: Context) {
  const user = await requireUser(ctx);
  const body = validate(z.object({ email: emailField, phone: phoneField }), await readBody(ctx.request));
  if (body.phone !== user.phone) throw new HttpError(422, MSG_CHECK_FIELDS, { phone: MSG_PHONE_MISMATCH });
  const { formId, resendIn } = await ctx.services.users.startContactChange({ userId: user.id, field: "email", value: body.email, ip: ctx.ip });
  return ok({ result: "ok", form_id: formId, resend_in: resendIn, message: { text: MSG_EMAIL_CODE_SENT } });
}

async function phoneChange(ctx: Context) {
  const user = await requireUser(ctx);
  const body = validate(z.object({ phone: phoneField }), await readBody(ctx.request));
  const { formId, resendIn } = await ctx.services.users.startContactChange({ userId: user.id, field: "phone", value: body.phone, ip: ctx.ip });
  return ok({ result: "ok", form_id: formId, resend_in: resendIn, message: { text: MSG_PHONE_CODE_SENT } });
}

async function passwordChange(ctx: Context) {
  const user = await requireUser(ctx);
  const body = validate(
    z.object({
      password: z.string({ required_error: MSG_REQUIRED }).refine(isAcceptablePassword, MSG_PASSWORD_RULES),
      password_old: z.preprocess((v) => (v == null ? "" : v), z.string().max(128)),
    }),
    await readBody(ctx.request),
  );
  const { formId, resendIn } = await ctx.services.users.startPasswordChange({
    userId: user.id,
    oldPassword: body.password_old,
    newPassword: body.password,
    ip: ctx.ip,
  });
  return ok({ result: "ok", form_id: formId, resend_in: resendIn, message: { text: MSG_PHONE_CODE_SENT } });
}

async function orders(ctx: Context) {
  const user = await requireUser(ctx);
  const list = await ctx.services.orders.listOrdersForUser(user.id);
  return ok({ result: "ok", orders: list.map(orderAnswer) });
}

export const accountRoutes: Route[] = [
  { method: "PATCH", path: "/lk/profile_edit", handler: profileEdit },
  { method: "POST", path: "/lk/email_change", handler: emailChange },
  { method: "POST", path: "/lk/phone_change", handler: phoneChange },
  { method: "POST", path: "/lk/password_change", handler: passwordChange },
  { method: "GET", path: "/lk/orders", handler: orders },
];
