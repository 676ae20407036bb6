import { COOKIE_SIGN_IN_FLOW } from "~/config/constants";
import { z } from "zod";
import type { SignInView } from "~/forms/sign-in-view";
import { signedCookie } from "./options.server";

/*
 * Exports (stable):
 *   type SignInFlow = { phone, formId: string|null, resendAt, expiresAt: number (epoch ms), cleared }
 *   readSignInFlow(request): Promise<SignInFlow | null>     null when absent, expired or tampered
 *   hasPendingCode(flow): boolean                           a sent code the shopper may still enter
 *   PHONE_STEP_PARAM                                        `?step=phone`: step 1 asked for while a code is pending
 *   signInFlowHeader(flow): Promise<string>                 Set-Cookie for the new state
 *   clearSignInFlowHeader(): Promise<string>                Set-Cookie that ends the flow
 *   readSignInView(request): Promise<SignInView>            what the sign-in panel shows
 */

/**
 * The state of a phone-code sign-in: the phone, the backend's form id of the code sent to it, when a resend is
 * allowed and when that code stops working. It lives in a signed cookie, so a reload or a no-JS page shows the
 * truth and the form id never reaches the page. Short-lived: a code is useless after a few minutes anyway.
 *
 * The step is not kept here: while a sent code works, the panel opens on its step, wherever and however often it
 * is opened; «Назад» and «Отмена» show step 1 through the URL (`?step=phone`, a modal parameter), so closing the
 * window forgets them and opening it again brings back the code's step.
 */
const flowSchema = z.object({
  phone: z.string().max(32),
  formId: z.string().max(200).nullable(),
  resendAt: z.number(),
  /** 0 when no code was sent (a refused send for another phone). */
  expiresAt: z.number().default(0),
  /** «Отмена» empties the phone field of step 1, though the code already sent stays usable. */
  cleared: z.boolean().default(false),
});
export type SignInFlow = z.infer<typeof flowSchema>;

const flowCookie = signedCookie(COOKIE_SIGN_IN_FLOW, { maxAge: 15 * 60 });

/** The flow in progress, or null. */
export async function readSignInFlow(request: Request): Promise<SignInFlow | null> {
  const raw: unknown = await flowCookie.parse(request.headers.get("Cookie")).catch(() => null);
  const parsed = flowSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The URL state of step 1 shown on purpose («Назад», «Отмена») while a sent code still works. */
export const PHONE_STEP_PARAM = { name: "step", value: "phone" } as const;

/**
 * A code was sent and still works: the shopper is offered its step (on opening the panel, after «Назад» or
 * «Отмена», or on «Получить код» again for the same phone), never a dead end.
 */
export function hasPendingCode(flow: SignInFlow): boolean {
  return flow.formId !== null && flow.expiresAt > Date.now();
}

/** `Set-Cookie` carrying `flow`. */
export function signInFlowHeader(flow: SignInFlow): Promise<string> {
  return flowCookie.serialize(flow);
}

/** `Set-Cookie` that removes the flow. */
export function clearSignInFlowHeader(): Promise<string> {
  return flowCookie.serialize("", { maxAge: 0 });
}

/** The panel's state from the flow cookie and the URL's `step` (password, phone); `resendIn` in whole seconds from now. */
export async function readSignInView(request: Request): Promise<SignInView> {
  const flow = await readSignInFlow(request);
  const resendIn = flow ? Math.max(0, Math.ceil((flow.resendAt - Date.now()) / 1000)) : 0;
  const asked = new URL(request.url).searchParams.get(PHONE_STEP_PARAM.name);
  const step = asked === "password" ? "password" : asked !== PHONE_STEP_PARAM.value && flow && hasPendingCode(flow) ? "code" : "phone";
  const pendingPhone = step === "phone" && flow && hasPendingCode(flow) ? flow.phone : null;
  return { step, phone: flow && !flow.cleared ? flow.phone : "", resendIn, pendingPhone };
}
