import { z } from "zod";
import { formValidator } from "./form-validator";
import { recordVersion } from "./fields";
import { SEARCH_SYNONYMS_MAX_LENGTH } from "~/config/constants";
import {
  ADMIN_SETTINGS_MENU_BAD_LINK,
  ADMIN_SETTINGS_MENU_CHILD_LINK,
  ADMIN_SETTINGS_MENU_GROUP_LINK,
  ADMIN_SETTINGS_MENU_LINE,
  ADMIN_SETTINGS_MENU_NO_NAME,
  ADMIN_SETTINGS_MENU_NO_PARENT,
  ADMIN_SETTINGS_MENU_OUTSIDE_PARENT,
  ADMIN_SETTINGS_MENU_TOO_MANY,
  ADMIN_SETTINGS_PHONE_REQUIRED,
  ADMIN_SETTINGS_SELLER_PROBLEMS,
  ADMIN_SETTINGS_SITE_NAME_REQUIRED,
  ADMIN_SETTINGS_TOO_LONG,
  ADMIN_SETTINGS_URL_INVALID,
} from "~/config/messages/admin-settings";
import { MSG_EMAIL_INVALID } from "~/config/messages/common";
import { headerChildOutside, parseMenuText, storedFooterMenu, storedHeaderMenu, type MenuProblem } from "~/lib/menu-text";
import { registrationNumber, sellerProblems } from "../../shared/seller-check";
import { SOCIAL_TYPES, type SocialType } from "~/lib/social-types";

/** An optional text: an absent field (a form without it) reads as empty. */
const text = (max: number) => z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(max, ADMIN_SETTINGS_TOO_LONG(max)));
/** A ticked box sends "on"; an unticked one sends nothing. */
const box = z.preprocess((v) => v === "on" || v === "1" || v === true, z.boolean());
/** Only https links: a `javascript:` or plain-http link must never reach the storefront's icons. */
const url = text(500).refine((v) => v === "" || /^https:\/\/[^\s"'<>]+$/.test(v), ADMIN_SETTINGS_URL_INVALID);
const social = z.preprocess((v) => v ?? {}, z.object({ url, top: box, bottom: box }));

const PROBLEMS: Record<MenuProblem, string> = {
  no_name: ADMIN_SETTINGS_MENU_NO_NAME,
  bad_link: ADMIN_SETTINGS_MENU_BAD_LINK,
  no_parent: ADMIN_SETTINGS_MENU_NO_PARENT,
  child_link: ADMIN_SETTINGS_MENU_CHILD_LINK,
  group_link: ADMIN_SETTINGS_MENU_GROUP_LINK,
  too_many: ADMIN_SETTINGS_MENU_TOO_MANY,
};

/** A menu typed as lines (see lib/menu-text), read into items; a wrong line is named with what is wrong in it. */
const menuLines = (groups: boolean) =>
  text(20_000).transform((value, ctx) => {
    const parsed = parseMenuText(value, groups);
    if (parsed.ok) return parsed.items;
    ctx.addIssue({ code: "custom", message: ADMIN_SETTINGS_MENU_LINE(parsed.line, PROBLEMS[parsed.problem]) });
    return z.NEVER;
  });
const headerMenu = menuLines(false).transform((items, ctx) => {
  const outside = headerChildOutside(items);
  if (outside === null) return storedHeaderMenu(items);
  ctx.addIssue({ code: "custom", message: ADMIN_SETTINGS_MENU_OUTSIDE_PARENT(outside) });
  return z.NEVER;
});
const footerMenu = menuLines(true).transform(storedFooterMenu);

const registration = text(40).transform(registrationNumber);
/** The seller's details: all empty (not shown) or whole, with numbers that pass their check digits. */
const seller = z.preprocess(
  (v) => v ?? {},
  z
    .object({
      name: text(300),
      full_name: text(500),
      inn: registration,
      kpp: registration,
      ogrn: registration,
      address: text(500),
      bank: text(300),
      bik: registration,
      corr_account: registration,
      account: registration,
    })
    .superRefine((fields, ctx) => {
      for (const [field, problem] of Object.entries(sellerProblems(fields)))
        ctx.addIssue({ code: "custom", path: [field], message: ADMIN_SETTINGS_SELLER_PROBLEMS[problem] });
    }),
);

/** The shop's name, seller's details, contacts, menus and texts (managers and admins). */
export const adminSettingsSchema = z.object({
  site_name: z.preprocess(
    (v) => (v == null ? "" : v),
    z.string().trim().min(1, ADMIN_SETTINGS_SITE_NAME_REQUIRED).max(100, ADMIN_SETTINGS_TOO_LONG(100)),
  ),
  seller,
  phone: z.preprocess((v) => (v == null ? "" : v), z.string().trim().min(1, ADMIN_SETTINGS_PHONE_REQUIRED).max(40, ADMIN_SETTINGS_TOO_LONG(40))),
  email: text(254).refine((v) => v === "" || z.string().email().safeParse(v).success, MSG_EMAIL_INVALID),
  address: text(300),
  copyright: text(300),
  cookie_text: text(2000),
  cookie_button: text(40),
  page_404_title: text(200),
  page_404_text: text(2000),
  privacy_policy: text(2000),
  search_synonyms: text(SEARCH_SYNONYMS_MAX_LENGTH),
  header_menu: headerMenu,
  footer_menu: footerMenu,
  socials: z.preprocess(
    (v) => v ?? {},
    z.object(Object.fromEntries(SOCIAL_TYPES.map((type) => [type, social])) as Record<SocialType, typeof social>),
  ),
  /** Back to the default logo or favicon (a chosen file goes as a file, not through this schema). */
  logo_remove: box,
  favicon_remove: box,
  version: recordVersion,
});
export const adminSettingsValidator = formValidator(adminSettingsSchema);
export type AdminSettings = z.output<typeof adminSettingsSchema>;

/** The settings form's file inputs of a new logo and a new favicon (the server sends the files on to the backend). */
export const BRAND_FILE_FIELDS = { logo: "logo_file", favicon: "favicon_file" } as const;

/** The snippets that run on every page (admins only). */
const snippet = z.preprocess((v) => (v == null ? "" : v), z.string().max(20_000, ADMIN_SETTINGS_TOO_LONG(20_000)));
export const adminScriptsSchema = z.object({ headEnd: snippet, bodyBegin: snippet, bodyEnd: snippet, version: recordVersion });
export const adminScriptsValidator = formValidator(adminScriptsSchema);
export type AdminScripts = z.output<typeof adminScriptsSchema>;
