import { z } from "zod";
import type { SignInView } from "~/forms/sign-in-view";
import { signedCookie } from "./options.server";

/*
 * Exports (stable):
 *   type SignInFlow = { step: "phone"|"code", phone, formId: string|null, resendAt: number (epoch ms), cleared }
 *   readSignInFlow(request): Promise<SignInFlow | null>     null when absent, expired or tampered
 *   hasPendingCode(flow): boolean                           a sent code the shopper may still enter
 *   signInFlowHeader(flow): Promise<string>                 Set-Cookie for the new state
 *   clearSignInFlowHeader(): Promise<string>                Set-Cookie that ends the flow
 *   readSignInView(request): Promise<SignInView>            what the sign-in panel shows
 */

/**
 * The state of a phone-code sign-in: which step, the phone, the backend's form id and when a resend
 * is allowed. It lives in a signed cookie, so a reload or a no-JS page shows the truth and the form id never
 * reaches the page. Short-lived: a code is useless after a few minutes anyway.
 */
const flowSchema = z.object({
  step: z.enum(["phone", "code"]),
  phone: z.string().max(32),
  formId: z.string().max(200).nullable(),
  resendAt: z.number(),
  /** «Отмена» empties the phone field of step 1, though the code already sent stays usable. */
  cleared: z.boolean().default(false),
});
export type SignInFlow = z.infer<typeof flowSchema>;

const flowCookie = signedCookie("sign_in_flow", { maxAge: 15 * 60 });

/** The flow in progress, or null. */
export async function readSignInFlow(request: Request): Promise<SignInFlow | null> {
  const raw: unknown = await flowCookie.parse(request.headers.get("Cookie")).catch(() => null);
  const parsed = flowSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * A code was sent and a new one may not be asked for yet: until then the shopper is offered the step of the
 * code already sent (after «Назад», «Отмена», or «Получить код» again for the same phone), never a dead end.
 */
export function hasPendingCode(flow: SignInFlow): boolean {
  return flow.formId !== null && flow.resendAt > Date.now();
}

/** `Set-Cookie` carrying `flow`. */
export function signInFlowHeader(flow: SignInFlow): Promise<string> {
  return flowCookie.serialize(flow);
}

/** `Set-Cookie` that removes the flow. */
export function clearSignInFlowHeader(): Promise<string> {
  return flowCookie.serialize("", { maxAge: 0 });
}

/** The panel's state from the flow cookie and the URL's `step=password`; `resendIn` in whole seconds from now. */
export async function readSignInView(request: Request): Promise<SignInView> {
  const flow = await readSignInFlow(request);
  const resendIn = flow ? Math.max(0, Math.ceil((flow.resendAt - Date.now()) / 1000)) : 0;
  const wantsPassword = new URL(request.url).searchParams.get("step") === "password";
  const step = wantsPassword ? "password" : flow?.step === "code" && flow.formId ? "code" : "phone";
  const pendingPhone = step === "phone" && flow && hasPendingCode(flow) ? flow.phone : null;
  return { step, phone: flow && !flow.cleared ? flow.phone : "", resendIn, pendingPhone };
}
