import { z } from "zod";
import { NOTICE_STAGES, type NoticeStage } from "../services/admin/order-notices";
import { SYNONYMS_MAX_LENGTH } from "../search/synonyms";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../services/admin/settings";
import { BRAND_MAX_BYTES } from "../services/brand-files";
import { BRAND_UPLOAD_NAME, type BrandPart } from "../shop/brand";
import { readBody, readUploadForm, validate } from "./body";
import { registrationNumber, sellerProblems } from "../../shared/seller-check";
import {
  MSG_BRAND_FILE_EMPTY,
  MSG_BRAND_FILE_TOO_LARGE,
  MSG_NOTICE_TOO_LONG,
  MSG_SELLER_PROBLEMS,
  MSG_SETTINGS_PHONE_REQUIRED,
  MSG_SETTINGS_SITE_NAME_REQUIRED,
  MSG_SETTINGS_URL_INVALID,
  MSG_VALUE_INVALID,
} from "./backoffice-messages";
import { text } from "./backoffice-fields";
import { recordVersion } from "./record-version";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const line = (max: number) => text(max).default("");
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
const menuUrl = text(500).refine((value) => /^(?:\/(?!\/)[^\s"'<>]*|https?:\/\/[^\s"'<>]+|[a-z0-9][a-z0-9_\-/]*)?$/i.test(value), MSG_VALUE_INVALID);
const menuName = text(100).min(1, MSG_VALUE_INVALID);
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
  .object({
    name: line(300),
    full_name: line(500),
    inn: number,
    kpp: number,
    ogrn: number,
    address: line(500),
    bank: line(300),
    bik: number,
    corr_account: number,
    account: number,
  })
  .default({})
  .superRefine((fields, ctx) => {
    for (const [field, problem] of Object.entries(sellerProblems(fields)))
      ctx.addIssue({ code: "custom", path: [field], message: MSG_SELLER_PROBLEMS[problem] });
  });

/**
 * A logo or favicon choice: "" keeps the one shown, "remove" goes back to the default, else the name an upload
 * to `/admin/settings/brand` answered (null: the default; undefined: kept).
 */
const brandChoice = (part: BrandPart) =>
  z
    .string({ invalid_type_error: MSG_VALUE_INVALID })
    .default("")
    .refine((value) => value === "" || value === "remove" || BRAND_UPLOAD_NAME[part].test(value), MSG_VALUE_INVALID)
    .transform((value) => (value === "" ? undefined : value === "remove" ? null : value));

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
  logo: brandChoice("logo"),
  favicon: brandChoice("favicon"),
  version: recordVersion,
});

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
/** Whichever field the upload carried: its file's bytes and name. */
async function brandUpload(request: Request): Promise<{ part: BrandPart; bytes: Buffer; name: string }> {
  const tooLarge = () => {
    const message = MSG_BRAND_FILE_TOO_LARGE(BRAND_MAX_BYTES / 1024 / 1024);
    return new HttpError(413, message, { logo: message, favicon: message });
  };
  const form = await readUploadForm(request, BRAND_MAX_BYTES + FORM_OVERHEAD_BYTES, tooLarge);
  for (const part of ["logo", "favicon"] as const) {
    const file = form.get(part);
    if (file === null) continue;
    if (!(file instanceof Blob) || file.size === 0) throw new HttpError(422, MSG_BRAND_FILE_EMPTY, { [part]: MSG_BRAND_FILE_EMPTY });
    return { part, bytes: Buffer.from(await file.arrayBuffer()), name: file instanceof File ? file.name : "" };
  }
  throw new HttpError(422, MSG_BRAND_FILE_EMPTY, { logo: MSG_BRAND_FILE_EMPTY });
}

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
    // A logo or favicon (multipart, the file in `logo` or `favicon`): checked by its content and stored; the
    // answer's name then goes with the settings form, which shows it.
    method: "POST",
    path: "/admin/settings/brand",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const upload = await brandUpload(ctx.request);
      if (upload.part === "logo") return ok({ logo: await ctx.services.brand.storeLogo(upload.bytes, upload.name) });
      return ok({ favicon: { name: await ctx.services.brand.storeFavicon(upload.bytes, upload.name) } });
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
