import { z } from "zod";
import { bearerToken, currentUser, requireUser } from "./auth";
import { MSG_CODE_SENT, MSG_REQUIRED, MSG_WELCOME } from "./accounts-messages";
import { codeField, formIdField, normalizePhone, phoneField } from "./account-fields";
import { readBody, validate } from "./body";
import type { Context } from "./context";
import { applyChange } from "./lk-account-routes";
import { MSG_CAPTCHA_FAILED } from "./orders-messages";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { verifyCaptcha } from "../services/captcha";

/** The optional reCAPTCHA v3 token the sign-in forms send; without one the request still goes through. */
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
  const user = await currentUser(ctx);
  if (user) return applyChange(ctx, user.id, body.id, body.code);

  const { to } = await ctx.services.codes.verify({ formId: body.id, code: body.code, purpose: "login" });
  const userId = await ctx.services.users.signInByPhone(to);
  const token = await ctx.services.tokens.issue(userId);
  return ok({ result: "ok", token, message: { text: MSG_WELCOME } });
}

/** POST /lk/login_password: phone or e-mail and password; one generic failure for every reason. */
async function loginPassword(ctx: Context) {
  const body = validate(
    z.object({
      login: z.string({ required_error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED).max(254),
      password: z.string({ required_error: MSG_REQUIRED }).min(1, MSG_REQUIRED).max(128),
      "g-recaptcha-code": captchaField,
    }),
    await readBody(ctx.request),
  );
  await ctx.services.limits.consume(`password-ip:${ctx.ip}`, 10, 600);
  await checkCaptcha(ctx, body["g-recaptcha-code"], "login_password");
  const login = body.login.includes("@") ? body.login.toLowerCase() : normalizePhone(body.login);
  await ctx.services.limits.consume(`password-login:${login}`, 10, 600);
  const userId = await ctx.services.users.signInWithPassword(body.login.includes("@") ? { email: login } : { phone: login }, body.password);
  return ok({ result: "ok", token: await ctx.services.tokens.issue(userId) });
}

async function logout(ctx: Context) {
  await requireUser(ctx);
  const token = bearerToken(ctx.request);
  if (token) await ctx.services.tokens.revoke(token);
  return ok({ result: "ok" });
}

async function checkToken(ctx: Context) {
  const user = await requireUser(ctx);
  const profile = await ctx.services.users.publicUser(user.id);
  if (!profile) throw new HttpError(401, "");
  return ok({ result: "ok", user: profile });
}

/** Sign-in by code or password, sign-out and the token check. */
export const lkRoutes: Route[] = [
  { method: "POST", path: "/lk/login", handler: login },
  { method: "POST", path: "/lk/confirm", handler: confirm },
  { method: "POST", path: "/lk/login_password", handler: loginPassword },
  { method: "POST", path: "/lk/logout", handler: logout },
  { method: "GET", path: "/lk/check_token", handler: checkToken },
];
