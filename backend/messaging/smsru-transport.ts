import { z } from "zod";
import { DeliveryError, type ClaimedMessage, type Transport } from "./message";

/**
 * SMS.ru's send method (documentation at https://sms.ru/api/send, HTTP API with JSON answers, `json=1`): a POST
 * of `api_id`, `to`, `msg`, optional `from`; the answer has a request-level `status`/`status_code` and, per
 * number, `sms[number].status`, `status_code`, `sms_id`. SMS.ru takes no idempotency key, so a sender that dies
 * between SMS.ru's answer and recording it sends that SMS once more when its lease runs out.
 */

const PROVIDER_TIMEOUT_MS = 30_000;

/**
 * Codes that concern this message or this number: retrying cannot make SMS.ru take it (wrong number, no text,
 * too long, no route, number in the stop list, malformed request).
 * Every other code is retried: account and limit problems the operator or time fixes (wrong api_id 200/301, no
 * money 201, sender name not approved 204, daily limits 206/230–233, service unavailable 220, server error 500).
 */
const PERMANENT_CODES = new Set([202, 203, 205, 207, 208, 209, 210, 211, 212, 213]);

const answerSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  status_text: z.string().optional(),
  sms: z
    .record(
      z.object({
        status: z.string(),
        status_code: z.coerce.number(),
        status_text: z.string().optional(),
        sms_id: z.string().optional(),
      }),
    )
    .optional(),
});

function refusal(code: number, text: string | undefined): DeliveryError {
  return new DeliveryError(`SMS.ru ${code}${text ? `: ${text}` : ""}`, PERMANENT_CODES.has(code));
}

export function smsRuTransport(settings: { apiUrl: string; apiId: string; sender?: string }): Transport {
  return {
    async send(message: ClaimedMessage) {
      if (message.channel !== "sms") throw new DeliveryError("SMS.ru sends SMS only", true);
      const to = message.to.replace(/\D/g, "");
      const form = new URLSearchParams({ api_id: settings.apiId, to, msg: message.content.text, json: "1" });
      if (settings.sender) form.set("from", settings.sender);
      let response: Response;
      try {
        response = await fetch(settings.apiUrl, { method: "POST", body: form, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      } catch (error) {
        throw new DeliveryError(`SMS.ru unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      if (!response.ok) throw new DeliveryError(`SMS.ru answered HTTP ${response.status}`, false);
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new DeliveryError("SMS.ru answered something that is not its JSON answer", false);
      const answer = parsed.data;
      if (answer.status !== "OK") throw refusal(answer.status_code, answer.status_text);
      const mine = answer.sms?.[to];
      if (!mine) throw new DeliveryError(`SMS.ru's answer names no message for ${to}`, false);
      if (mine.status !== "OK" || !mine.sms_id) throw refusal(mine.status_code, mine.status_text);
      return { providerId: mine.sms_id };
    },
  };
}
