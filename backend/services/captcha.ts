import type { Logger } from "pino";
import { z } from "zod";

/** reCAPTCHA v3 scores below this are treated as bots (Google's suggested threshold). */
export const CAPTCHA_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5000;

const verifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

export interface CaptchaConfig {
  recaptchaSecret?: string;
  recaptchaVerifyUrl: string;
}

/**
 * Checks a reCAPTCHA v3 token for `action`. A missing token still goes through (the honeypot and the
 * per-IP limits catch bots without JavaScript), and so does any token while no secret is configured. When
 * Google cannot be reached the form is let through as well and the outage logged: refusing everybody would
 * be worse, and the other defences still hold.
 */
export async function verifyCaptcha(config: CaptchaConfig, log: Logger, input: { token: string; action: string; ip: string }): Promise<boolean> {
  if (!config.recaptchaSecret || input.token === "") return true;
  const body = new URLSearchParams({ secret: config.recaptchaSecret, response: input.token });
  if (input.ip !== "unknown") body.set("remoteip", input.ip);
  let answer: z.infer<typeof verifyAnswer>;
  try {
    const response = await fetch(config.recaptchaVerifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    answer = verifyAnswer.parse(await response.json());
  } catch (err) {
    log.warn({ err }, "captcha verification unavailable; request let through");
    return true;
  }
  return answer.success && (answer.score ?? 0) >= CAPTCHA_MIN_SCORE && answer.action === input.action;
}
