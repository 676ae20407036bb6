import { z } from "zod";

/**
 * How the shop sends SMS and e-mail, from the environment. The names are fixed (the live-mode start-up check
 * lists missing ones by them):
 *   SMS_PROVIDER   outbox (default: the demo file) | smsru
 *   SMSRU_API_ID   SMS.ru key (required with smsru); SMSRU_SENDER approved sender name; SMSRU_API_URL endpoint
 *   SMTP_URL       smtp:// or smtps:// with credentials; unset: mail goes to the demo file
 *   MAIL_FROM      the From of every mail
 *   MANAGER_EMAIL  where new orders and leads go
 */

export const SMSRU_DEFAULT_URL = "https://sms.ru/sms/send";
const DEFAULT_MAIL_FROM = "Мебельный дом <noreply@mebel-dom.ru>";
const DEFAULT_MANAGER_EMAIL = "manager@mebel-dom.ru";

/** How the sender retries a message the provider did not take. */
export interface RetryPolicy {
  /** Wait after the first failed attempt; it doubles with every further one… */
  baseMs: number;
  /** …up to this. */
  capMs: number;
  /** A message still not taken after this many attempts is given up (status failed, kept for the operator). */
  maxAttempts: number;
}

export type SmsSettings = { provider: "outbox" } | { provider: "smsru"; apiId: string; sender?: string; apiUrl: string };

export interface MessagingSettings {
  sms: SmsSettings;
  /** Unset: mail goes to the demo outbox file. */
  smtpUrl?: string;
  mailFrom: string;
  managerEmail: string;
}

export const DEMO_MESSAGING: MessagingSettings = { sms: { provider: "outbox" }, mailFrom: DEFAULT_MAIL_FROM, managerEmail: DEFAULT_MANAGER_EMAIL };

const blankIsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value;
const setting = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankIsUnset, schema);
const email = z.string().email("must be an e-mail address: sales@shop.example");
/** `name@host` or `Name <name@host>`. */
const mailbox = z.string().refine((v) => email.safeParse(/<([^<>]+)>\s*$/.exec(v)?.[1] ?? v).success, {
  message: "must be an e-mail address, optionally with a name: Shop <noreply@shop.example>",
});

const schema = z
  .object({
    SMS_PROVIDER: setting(z.enum(["outbox", "smsru"], { message: "must be outbox (the demo file) or smsru" }).default("outbox")),
    SMSRU_API_ID: setting(
      z
        .string()
        .regex(/^[\w-]{8,64}$/, "must be the api_id from the SMS.ru account (letters, digits, dashes)")
        .optional(),
    ),
    SMSRU_SENDER: setting(z.string().max(11, "an SMS sender name is at most 11 characters").optional()),
    SMSRU_API_URL: setting(z.string().url("must be a URL").default(SMSRU_DEFAULT_URL)),
    SMTP_URL: setting(
      z
        .string()
        .url("must be a URL: smtps://user:password@smtp.example:465")
        .refine((v) => /^smtps?:$/.test(new URL(v).protocol), "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: setting(mailbox.default(DEFAULT_MAIL_FROM)),
    MANAGER_EMAIL: setting(email.default(DEFAULT_MANAGER_EMAIL)),
  })
  .superRefine((v, ctx) => {
    if (v.SMS_PROVIDER === "smsru" && !v.SMSRU_API_ID)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["SMSRU_API_ID"], message: "is required with SMS_PROVIDER=smsru" });
  });

/** A wrong value: the variable and what is wrong with it. */
export interface SettingIssue {
  name: string;
  message: string;
}

/** The settings, or one issue per wrong value naming its variable. */
export function parseMessagingSettings(
  source: Record<string, string | undefined>,
): { ok: true; settings: MessagingSettings } | { ok: false; issues: SettingIssue[] } {
  const parsed = schema.safeParse(source);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ name: i.path.join("."), message: i.message })) };
  const e = parsed.data;
  const sms: SmsSettings =
    e.SMS_PROVIDER === "smsru"
      ? { provider: "smsru", apiId: e.SMSRU_API_ID ?? "", sender: e.SMSRU_SENDER, apiUrl: e.SMSRU_API_URL }
      : { provider: "outbox" };
  return { ok: true, settings: { sms, smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM, managerEmail: e.MANAGER_EMAIL } };
}
