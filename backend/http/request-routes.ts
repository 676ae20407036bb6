import { validate } from "./body";
import type { Context } from "./context";
import { readForm } from "./multipart";
import { MSG_CAPTCHA_FAILED, MSG_REQUEST_ACCEPTED, MSG_REQUEST_CODE_SENT, MSG_REQUEST_REFUSED } from "./orders-messages";
import { REQUEST_FORMS, REQUEST_KINDS, confirmForm, type RequestKind } from "./request-forms";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";

/** Lead requests per IP per 10 minutes, all kinds together (per-IP limits apply with or without a captcha). */
export const REQUESTS_PER_IP = 30;
const REQUESTS_WINDOW_S = 600;

/** Fields kept out of the stored request: they are checks, not content. */
const NOT_CONTENT = new Set(["consent", "consent_version", "fax", "g-recaptcha-code"]);

function submitRequest(kind: RequestKind) {
  const { schema, fileField, captchaAction } = REQUEST_FORMS[kind];
  return async (ctx: Context): Promise<Response> => {
    await ctx.services.limits.consume(`orders:request:${ctx.ip}`, REQUESTS_PER_IP, REQUESTS_WINDOW_S);
    const { fields, files } = await readForm(ctx.request, fileField ? [fileField] : []);
    // People never see the honeypot; whatever fills it is a bot, and gets nothing stored.
    const fax = fields.fax;
    if (fax !== undefined && fax !== "") throw new HttpError(422, MSG_REQUEST_REFUSED);
    const form = validate(schema, fields);
    if (!(await ctx.services.orders.verifyCaptcha({ token: form["g-recaptcha-code"], action: captchaAction, ip: ctx.ip }))) {
      throw new HttpError(422, MSG_CAPTCHA_FAILED);
    }
    const content = Object.fromEntries(Object.entries(form).filter(([key]) => !NOT_CONTENT.has(key)));
    const outcome = await ctx.services.orders.submitRequest({
      kind,
      fields: content,
      files,
      consentVersion: form.consent_version,
      ip: ctx.ip,
      phone: form.phone,
    });
    if (!outcome.confirm) return ok({ result: "ok", message: { text: MSG_REQUEST_ACCEPTED } });
    return ok({ result: "ok", form_id: outcome.formId, confirm: true, message: { text: MSG_REQUEST_CODE_SENT } });
  };
}

/** The six lead forms and the custom-size confirmation (docs/api.md "Requests"). */
export const requestRoutes: Route[] = [
  ...REQUEST_KINDS.map((kind): Route => ({ method: "POST", path: `/request/${kind}`, handler: submitRequest(kind) })),
  {
    method: "POST",
    path: "/request/confirm",
    handler: async (ctx) => {
      const form = validate(confirmForm, (await readForm(ctx.request)).fields);
      await ctx.services.orders.confirmRequest({ formId: form.id, code: form.code });
      return ok({ result: "ok", message: { text: MSG_REQUEST_ACCEPTED } });
    },
  },
];
