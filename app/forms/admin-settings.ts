import { z } from "zod";
import { withZod } from "@remix-validated-form/with-zod";
import { ADMIN_SETTINGS_PHONE_REQUIRED, ADMIN_SETTINGS_TOO_LONG, ADMIN_SETTINGS_URL_INVALID, MSG_EMAIL_INVALID } from "~/config/messages";
import { SOCIAL_TYPES, type SocialType } from "~/lib/social-types";

/** An optional text: an absent field (a form without it) reads as empty. */
const text = (max: number) => z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(max, ADMIN_SETTINGS_TOO_LONG(max)));
/** A ticked box sends "on"; an unticked one sends nothing. */
const box = z.preprocess((v) => v === "on" || v === "1" || v === true, z.boolean());
/** Only https links: a `javascript:` or plain-http link must never reach the storefront's icons. */
const url = text(500).refine((v) => v === "" || /^https:\/\/[^\s"'<>]+$/.test(v), ADMIN_SETTINGS_URL_INVALID);
const social = z.preprocess((v) => v ?? {}, z.object({ url, top: box, bottom: box }));

/** The shop's contacts and texts (managers and admins). */
export const adminSettingsSchema = z.object({
  phone: z.preprocess((v) => (v == null ? "" : v), z.string().trim().min(1, ADMIN_SETTINGS_PHONE_REQUIRED).max(40, ADMIN_SETTINGS_TOO_LONG(40))),
  email: text(254).refine((v) => v === "" || z.string().email().safeParse(v).success, MSG_EMAIL_INVALID),
  address: text(300),
  copyright: text(300),
  cookie_text: text(2000),
  cookie_button: text(40),
  page_404_title: text(200),
  page_404_text: text(2000),
  privacy_policy: text(2000),
  socials: z.preprocess(
    (v) => v ?? {},
    z.object(Object.fromEntries(SOCIAL_TYPES.map((type) => [type, social])) as Record<SocialType, typeof social>),
  ),
});
export const adminSettingsValidator = withZod(adminSettingsSchema);

/** The snippets that run on every page (admins only). */
const snippet = z.preprocess((v) => (v == null ? "" : v), z.string().max(20_000, ADMIN_SETTINGS_TOO_LONG(20_000)));
export const adminScriptsSchema = z.object({ headEnd: snippet, bodyBegin: snippet, bodyEnd: snippet });
export const adminScriptsValidator = withZod(adminScriptsSchema);
