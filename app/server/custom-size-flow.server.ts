import { COOKIE_CUSTOM_SIZE_FLOW } from "~/config/constants";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { z } from "zod";
import { FORM_ERROR_FIELD } from "~/forms/lead";
import { modalHref } from "~/lib/modal-url";
import { MSG_CONFIRM_EXPIRED } from "~/config/messages/forms";
import { MSG_REQUEST_CONFIRMED_TITLE } from "~/config/messages/layout";
import { CUSTOM_SIZE_CONFIRM_STEP, customSizeConfirmValidator } from "~/forms/custom-size";
import { confirmLeadRequest } from "./api/requests.server";
import { signedCookie } from "./cookies/options.server";
import { redirectWithFlash } from "./flash.server";
import { clientIpOf } from "./client-ip.server";
import { fieldErrorsFrom, refuseForm } from "./form-errors.server";
import { readValidatedForm } from "./form-body.server";
import { leadSentRedirect, type LeadOutcome } from "./lead-form.server";
import { safeRedirect } from "./safe-redirect.server";

/** The pending request waits this long for its code (the backend's code lives 10 minutes too). */
const CONFIRM_WINDOW_S = 600;
const PAGE = "/request/custom-size";

/**
 * Step 2 of the custom-size request («Введите код подтверждения»): which backend request waits for a
 * code and where the user came from live in a signed, HttpOnly cookie scoped to /request, never in the form.
 */
const flowCookie = signedCookie(COOKIE_CUSTOM_SIZE_FLOW, {
  // Not PAGE itself: with JavaScript, Remix posts to `/request/custom-size.data`, outside a `/request/custom-size` path.
  path: "/request",
  maxAge: CONFIRM_WINDOW_S,
});

const flowSchema = z.object({ formId: z.string().min(1), source: z.string(), goodId: z.string().default("") });
type Flow = z.infer<typeof flowSchema>;

async function readFlow(request: Request): Promise<Flow | null> {
  const parsed = flowSchema.safeParse(await flowCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

/** Where step 2 shows: the modal on the page the user was on, or this page when they used it directly. */
function confirmStepHref(source: string): string {
  const url = new URL(source, "http://local");
  if (url.pathname === PAGE) return `${PAGE}?step=${CUSTOM_SIZE_CONFIRM_STEP}`;
  return modalHref(url, "custom-size", { step: CUSTOM_SIZE_CONFIRM_STEP });
}

/** Step 1 of the request for `goodId`: the modal on the page the user was on, or this page. */
function requestStepHref(source: string, goodId: string): string {
  const url = new URL(source, "http://local");
  const good: Record<string, string> = goodId ? { good: goodId } : {};
  if (url.pathname === PAGE) return goodId ? `${PAGE}?good=${goodId}` : PAGE;
  return modalHref(url, "custom-size", good);
}

/** Step 1 went through: remember the backend's form_id and show step 2 with the backend's text as a toast. */
export async function startCustomSizeConfirmation(outcome: Extract<LeadOutcome, { ok: true }>): Promise<Response> {
  const { reply, source } = outcome;
  if (!reply.confirmId) return leadSentRedirect(outcome);
  const goodId = typeof outcome.data.good_id === "string" ? outcome.data.good_id : "";
  const headers = new Headers({ "Set-Cookie": await flowCookie.serialize({ formId: reply.confirmId, source, goodId } satisfies Flow) });
  return redirectWithFlash(confirmStepHref(source), { toast: { kind: "info", title: reply.text } }, { headers });
}

/**
 * «Назад» returns to step 1 for the same product, «Отмена» to the page the request was made on; either way the
 * pending request is let go (unconfirmed, it never reaches the manager). A new request texts a new code once
 * the phone's 120 s wait is over, which step 1 counts down.
 */
async function leaveConfirmation(flow: Flow | null, intent: "back" | "cancel"): Promise<Response> {
  const headers = { "Set-Cookie": await flowCookie.serialize("", { maxAge: 0 }) };
  const source = safeRedirect(flow?.source, PAGE);
  return redirect(intent === "back" ? requestStepHref(source, flow?.goodId ?? "") : source, { headers });
}

/** Step 2: the code goes to `POST /api/request/confirm`; success clears the cookie and returns to the page. */
export async function confirmCustomSize(request: Request, context: AppLoadContext): Promise<Response> {
  const flow = await readFlow(request);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const intent = form.get("intent");
  if (intent === "back" || intent === "cancel") return leaveConfirmation(flow, intent);
  const result = await customSizeConfirmValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  if (!flow) return refuseForm(result, { [FORM_ERROR_FIELD]: MSG_CONFIRM_EXPIRED });

  const reply = await confirmLeadRequest(flow.formId, result.data.code, clientIpOf(context));
  if (!reply.ok) {
    // One field: every message of the refusal shows under it.
    const fieldErrors = fieldErrorsFrom(reply, { shown: ["code"], fallback: reply.text, formErrorField: "code" });
    return refuseForm(result, fieldErrors);
  }
  const headers = new Headers({ "Set-Cookie": await flowCookie.serialize("", { maxAge: 0 }) });
  return redirectWithFlash(
    safeRedirect(flow.source, PAGE),
    { infoModal: { title: MSG_REQUEST_CONFIRMED_TITLE, text: reply.text, type: "success" } },
    { headers },
  );
}
