import { z } from "zod";
import { NOTICE_STAGES, type NoticeStage } from "../services/admin/order-notices";
import { SYNONYMS_MAX_LENGTH } from "../search/synonyms";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../services/admin/settings";
import { readBody, validate } from "./body";
import { registrationNumber, sellerProblems } from "../shop/seller-check";
import {
  MSG_NOTICE_TOO_LONG,
  MSG_SELLER_PROBLEMS,
  MSG_SETTINGS_PHONE_REQUIRED,
  MSG_SETTINGS_SITE_NAME_REQUIRED,
  MSG_SETTINGS_URL_INVALID,
  MSG_VALUE_INVALID,
} from "./backoffice-messages";
import { recordVersion } from "./record-version";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const line = (max: number) => z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(max, MSG_VALUE_INVALID).default("");
const url = z
  .string({ invalid_type_error: MSG_SETTINGS_URL_INVALID })
  .trim()
  .max(500, MSG_SETTINGS_URL_INVALID)
  .refine((value) => value === "" || /^https:\/\/[^\s"'<>]+$/.test(value), MSG_SETTINGS_URL_INVALID)
  .default("");
/**
 * A menu link: a path of this site, an http(s) address, or a path relative to its parent item (the header's
 * «Каталог» › "sofas"); "" for a group of links. Never another scheme (`javascript:`).
 */
const menuUrl = z
  .string({ invalid_type_error: MSG_VALUE_INVALID })
  .trim()
  .max(500, MSG_VALUE_INVALID)
  .refine((value) => /^(?:\/(?!\/)[^\s"'<>]*|https?:\/\/[^\s"'<>]+|[a-z0-9][a-z0-9_\-/]*)?$/i.test(value), MSG_VALUE_INVALID);
const menuName = z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().min(1, MSG_VALUE_INVALID).max(100, MSG_VALUE_INVALID);
const menuLink = z.object({ name: menuName, url: menuUrl.refine((value) => value !== "", MSG_VALUE_INVALID) });
const headerMenu = z
  .array(
    z.object({
      name: menuName,
      url: menuUrl,
      children: z
        .array(menuLink.extend({ children: z.array(z.never()).default([]) }))
        .max(60)
        .default([]),
    }),
  )
  .max(30);
const footerMenu = z.array(z.object({ name: menuName, children: z.array(menuLink).max(60).default([]) })).max(10);
const social = z.object({ url, top: z.boolean().default(false), bottom: z.boolean().default(false) }).default({});

const number = z.string({ invalid_type_error: MSG_VALUE_INVALID }).max(40, MSG_VALUE_INVALID).transform(registrationNumber).default("");
const seller = z
  .object({ name: line(300), full_name: line(500), inn: number, kpp: number, ogrn: number, address: line(500) })
  .default({})
  .superRefine((fields, ctx) => {
    for (const [field, problem] of Object.entries(sellerProblems(fields)))
      ctx.addIssue({ code: "custom", path: [field], message: MSG_SELLER_PROBLEMS[problem] });
  });

const settingsForm = z.object({
  site_name: z.string({ required_error: MSG_SETTINGS_SITE_NAME_REQUIRED }).trim().min(1, MSG_SETTINGS_SITE_NAME_REQUIRED).max(100, MSG_VALUE_INVALID),
  seller,
  phone: z.string({ required_error: MSG_SETTINGS_PHONE_REQUIRED }).trim().min(1, MSG_SETTINGS_PHONE_REQUIRED).max(40, MSG_VALUE_INVALID),
  email: line(254),
  address: line(300),
  copyright: line(300),
  cookie_text: line(2000),
  cookie_button: line(40),
  page_404_title: line(200),
  page_404_text: line(2000),
  privacy_policy: line(2000),
  search_synonyms: z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(SYNONYMS_MAX_LENGTH, MSG_VALUE_INVALID).optional(),
  socials: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((type) => [type, social])) as Record<SocialNetwork, typeof social>).default({}),
  header_menu: headerMenu.optional(),
  footer_menu: footerMenu.optional(),
  version: recordVersion,
});

/** A snippet is whole `<script>`/`<noscript>`/`<meta>` markup; 20 KB covers every counter we know of. */
const snippet = z.string({ invalid_type_error: MSG_VALUE_INVALID }).max(20_000, MSG_VALUE_INVALID).default("");
const scriptsForm = z.object({ headEnd: snippet, bodyBegin: snippet, bodyEnd: snippet, version: recordVersion });

const noticePart = (max: number) => z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(max, MSG_NOTICE_TOO_LONG).default("");
/** A stage's notice as flat fields (`confirmed_subject`, `confirmed_mail`, `confirmed_sms`, …): the form posts them so. */
const noticesForm = z.object({
  ...(Object.fromEntries(
    NOTICE_STAGES.flatMap((stage) => [
      [`${stage}_subject`, noticePart(200)],
      [`${stage}_mail`, noticePart(4000)],
      // 350 characters: five SMS parts of Cyrillic text.
      [`${stage}_sms`, noticePart(350)],
    ]),
  ) as Record<`${NoticeStage}_${"subject" | "mail" | "sms"}`, ReturnType<typeof noticePart>>),
  version: recordVersion,
});

/** The shop's common data: managers edit contacts, menus and texts, only admins the scripts that run on every page. */
export const backofficeSettingsRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/settings",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { settings, scripts } = await ctx.services.backoffice.settings.read();
      return ok({ settings, scripts: staff.role === "admin" ? scripts : null });
    },
  },
  {
    method: "POST",
    path: "/admin/settings",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { version, ...form } = validate(settingsForm, await readBody(ctx.request));
      return ok({ result: "ok", settings: await ctx.services.backoffice.settings.update(actorOf(staff), version, form) });
    },
  },
  {
    method: "POST",
    path: "/admin/settings/scripts",
    handler: async (ctx) => {
      const admin = await requireStaff(ctx, "admin");
      const { version, ...form } = validate(scriptsForm, await readBody(ctx.request));
      return ok({ result: "ok", scripts: await ctx.services.backoffice.settings.updateScripts(actorOf(admin), version, form) });
    },
  },
  {
    method: "GET",
    path: "/admin/notices",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok(await ctx.services.backoffice.notices.read());
    },
  },
  {
    method: "POST",
    path: "/admin/notices",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(noticesForm, await readBody(ctx.request));
      const texts = Object.fromEntries(
        NOTICE_STAGES.map((stage) => [stage, { subject: form[`${stage}_subject`], mail: form[`${stage}_mail`], sms: form[`${stage}_sms`] }]),
      ) as Record<NoticeStage, { subject: string; mail: string; sms: string }>;
      await ctx.services.backoffice.notices.update(actorOf(staff), form.version, texts);
      return ok({ result: "ok" });
    },
  },
];
