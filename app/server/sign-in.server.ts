import { redirect } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { closeModalHref, openModalName } from "~/lib/modal-url";
import { MSG_SIGN_IN_FAILED, MSG_SIGN_IN_TOO_MANY, MSG_SIGN_IN_UNAVAILABLE } from "~/config/messages/account";
import { MSG_PASSWORD_LOGIN_FAIL, MSG_WELCOME_REDIRECT } from "~/config/messages/common";
import { confirmCodeValidator, passwordLoginValidator, sendCodeValidator } from "~/forms/login";
import { confirmSignIn, loginWithPassword, requestCode } from "./api/account.server";
import type { ApiFail } from "./api/client.server";
import { CODE_LIFETIME_S } from "~/config/constants";
import {
  clearSignInFlowHeader,
  hasPendingCode,
  PHONE_STEP_PARAM,
  readSignInFlow,
  signInFlowHeader,
  type SignInFlow,
} from "./cookies/sign-in-flow.server";
import { redirectWithFlash } from "./flash.server";
import { readForm } from "./form-body.server";
import { badRequest } from "./responses.server";
import { safeRedirect } from "./safe-redirect.server";
import { getUser, startSession } from "./session.server";

/**
 * The sign-in flow by SMS code or password: send a code, resend it, confirm it, go back to the phone, cancel,
 * come back to a code already sent, or sign in with a password. The step and the backend's form id live in the
 * signed flow cookie (`./cookies/sign-in-flow.server.ts`), never in the page.
 */

/** Where a signed-in visitor of the sign-in page or modal goes: their favourites. */
export const SIGNED_IN_HOME = "/account/favorites";
/** The sign-in page: where a post without a safe `redirectTo` returns. */
const PATH = "/login";
const ACCOUNT_HOME = "/account";

type Step = { request: Request; form: FormData; back: string; clientIp: string };

const withFlow = async (to: string, flow: SignInFlow) => redirect(to, { headers: { "Set-Cookie": await signInFlowHeader(flow) } });

/** `back` showing step 1 even while a sent code works (until the panel is closed). */
function onPhoneStep(back: string): string {
  const url = new URL(back, "http://site");
  url.searchParams.set(PHONE_STEP_PARAM.name, PHONE_STEP_PARAM.value);
  return `${url.pathname}${url.search}`;
}

/**
 * Step 1 and «resend»: ask for a code. While the code already sent to this phone may not be replaced yet, its
 * step comes back with the countdown instead. A 429 for the phone of that code shows its step too; for another
 * phone it keeps step 1 with the server's countdown and its message.
 */
async function sendCode({ request, form, back, clientIp }: Step, phone: string): Promise<Response> {
  const previous = await readSignInFlow(request);
  const samePhone = previous?.phone === phone ? previous : null;
  if (samePhone && hasPendingCode(samePhone) && samePhone.resendAt > Date.now()) return withFlow(back, { ...samePhone, cleared: false });
  const sent = await requestCode(phone, { clientIp, captcha: String(form.get("g-recaptcha-code") ?? "") || undefined });
  if (sent.ok) {
    const now = Date.now();
    return withFlow(back, {
      phone,
      formId: sent.data.form_id,
      resendAt: now + sent.data.resend_in * 1000,
      expiresAt: now + CODE_LIFETIME_S * 1000,
      cleared: false,
    });
  }
  if (sent.fail.retryIn !== null) {
    const resendAt = Date.now() + sent.fail.retryIn * 1000;
    const flow: SignInFlow = { phone, formId: samePhone?.formId ?? null, resendAt, expiresAt: samePhone?.expiresAt ?? 0, cleared: false };
    const headers = { "Set-Cookie": await signInFlowHeader(flow) };
    const title = sent.fail.form[0];
    return title && !hasPendingCode(flow) ? redirectWithFlash(back, { toast: { kind: "error", title } }, { headers }) : redirect(back, { headers });
  }
  if (sent.fail.fields.login) return validationError({ fieldErrors: { phone: sent.fail.fields.login } }, { phone });
  // Any other failed send keeps step 1 without a message.
  return redirect(back);
}

/**
 * A started session: with JavaScript in the sign-in modal, the modal closes on the page it was open on
 * with the welcome toast, and the client moves to /account 2 s later; the page reloads its data, so common data
 * is fetched with the token. Without JavaScript, or on the /login page, straight to /account with the toast.
 */
async function welcome(step: Step, token: string): Promise<Response> {
  const headers = await startSession(step.request, token);
  headers.append("Set-Cookie", await clearSignInFlowHeader());
  const toast = { kind: "success", title: MSG_WELCOME_REDIRECT } as const;
  const back = new URL(step.back, "http://site");
  if (step.form.get("js") === "1" && openModalName(back.search) === "login") {
    return redirectWithFlash(closeModalHref(back), { toast, next: ACCOUNT_HOME }, { headers });
  }
  return redirectWithFlash(ACCOUNT_HOME, { toast }, { headers });
}

async function confirm(step: Step): Promise<Response> {
  const result = await confirmCodeValidator.validate(step.form);
  if (result.error) return validationError(result.error, result.submittedData);
  const flow = await readSignInFlow(step.request);
  if (!flow?.formId) return redirect(step.back);
  const confirmed = await confirmSignIn(flow.formId, result.data.code, { clientIp: step.clientIp });
  if (!confirmed.ok) {
    const title = confirmed.fail.text ?? MSG_SIGN_IN_FAILED;
    return redirectWithFlash(step.back, { toast: { kind: "error", title } });
  }
  return welcome(step, confirmed.data.token);
}

/**
 * The toast of a refused password sign-in: the one text for a wrong login or password (it never says which was wrong); a rate limit or an
 * outage says what happened instead, so a shopper does not go on doubting a correct password.
 */
function passwordFailTitle(fail: ApiFail): string {
  if (fail.status === 429) return fail.text ?? MSG_SIGN_IN_TOO_MANY;
  if (fail.unavailable) return MSG_SIGN_IN_UNAVAILABLE;
  return MSG_PASSWORD_LOGIN_FAIL;
}

async function passwordSignIn(step: Step): Promise<Response> {
  const result = await passwordLoginValidator.validate(step.form);
  if (result.error) return validationError(result.error, result.submittedData);
  const signedIn = await loginWithPassword(result.data.login, result.data.password, {
    clientIp: step.clientIp,
    captcha: String(step.form.get("g-recaptcha-code") ?? "") || undefined,
  });
  if (!signedIn.ok) return redirectWithFlash(step.back, { toast: { kind: "error", title: passwordFailTitle(signedIn.fail) } });
  return welcome(step, signedIn.data.token);
}

/**
 * One post of the sign-in panel (the page and the modal): `intent` names the step. Each step answers with a
 * redirect back to the panel, whose state lives in the flow cookie, or with the form's field errors.
 */
export async function signInAction(request: Request, clientIp: string): Promise<Response> {
  if (await getUser(request)) return redirect(SIGNED_IN_HOME);
  const form = await readForm(request);
  const step: Step = { request, form, back: safeRedirect(form.get("redirectTo"), PATH), clientIp };
  const flow = await readSignInFlow(request);
  switch (form.get("intent")) {
    case "send-code": {
      const result = await sendCodeValidator.validate(form);
      if (result.error) return validationError(result.error, result.submittedData);
      return sendCode(step, result.data.phone);
    }
    case "resend":
      if (!flow?.phone) return redirect(step.back);
      return sendCode(step, flow.phone);
    case "confirm":
      return confirm(step);
    case "back":
      return flow ? withFlow(onPhoneStep(step.back), { ...flow, cleared: false }) : redirect(step.back);
    case "cancel":
      // Step 1 with an empty form; a code already sent stays usable, so the flow keeps it.
      if (flow && hasPendingCode(flow)) return withFlow(onPhoneStep(step.back), { ...flow, cleared: true });
      return redirect(step.back, { headers: { "Set-Cookie": await clearSignInFlowHeader() } });
    case "sent-code":
      // `back` carries no `step`: the code's step shows while its code works.
      return redirect(step.back);
    case "password":
      return passwordSignIn(step);
    default:
      throw badRequest();
  }
}
