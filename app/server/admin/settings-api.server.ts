import { z } from "zod";
import type { MenuItem } from "~/lib/menu";
import type { AdminNotices } from "~/forms/admin-notices";
import type { AdminScripts, AdminSettings } from "~/forms/admin-settings";
import { getPageData } from "../api/client.server";
import { accepted, uploadFile, writeAdmin, type Call } from "./client.server";

/*
 * Exports (stable): the shop's common data (`/admin/settings…`) and the shopper's notice texts (`/admin/notices`).
 *   getSettings, getNotices; the writes saveSettings, saveScripts, saveNotices, uploadBrandFile
 */

const menuItemSchema: z.ZodType<MenuItem, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({ name: z.string(), url: z.string(), children: z.array(menuItemSchema).default([]) }),
);
const settingsSchema = z.object({
  settings: z.object({
    site_name: z.string(),
    seller: z.object({
      name: z.string(),
      full_name: z.string(),
      inn: z.string(),
      kpp: z.string(),
      ogrn: z.string(),
      address: z.string(),
      bank: z.string(),
      bik: z.string(),
      corr_account: z.string(),
      account: z.string(),
    }),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    copyright: z.string(),
    cookie_text: z.string(),
    cookie_button: z.string(),
    page_404_title: z.string(),
    page_404_text: z.string(),
    privacy_policy: z.string(),
    search_synonyms: z.string().default(""),
    socials: z.record(z.object({ url: z.string(), top: z.boolean(), bottom: z.boolean() })),
    header_menu: z.array(menuItemSchema).default([]),
    footer_menu: z.array(z.object({ name: z.string(), children: z.array(z.object({ name: z.string(), url: z.string() })) })).default([]),
    logo_url: z.string().default(""),
    favicon_url: z.string().default(""),
    version: z.string(),
  }),
  scripts: z.object({ headEnd: z.string(), bodyBegin: z.string(), bodyEnd: z.string(), version: z.string() }).nullable(),
});
/** The shop's editable common data; `scripts` is null for a manager. */
export const getSettings = (call: Call) => getPageData("/admin/settings", settingsSchema, call);

const noticeText = z.object({ subject: z.string(), mail: z.string(), sms: z.string() });
/** The texts of the shopper's notices per order stage, with the version their form sends back. */
export const getNotices = (call: Call) => getPageData("/admin/notices", z.object({ texts: z.record(noticeText), version: z.string() }), call);

/** What the settings form saves besides its fields: each brand file's new name, "remove", or "" (kept). */
type BrandChoices = { logo: string; favicon: string };

/** The shop's common data, if it is still the `version` the form saw (the shop shows it at once). */
export const saveSettings = (call: Call, settings: Omit<AdminSettings, "logo_remove" | "favicon_remove"> & BrandChoices) =>
  writeAdmin(call, "/admin/settings", settings, accepted, "public");

/** The scripts every page of the shop runs (an admin's change), if they are still the `version` the form saw. */
export const saveScripts = (call: Call, scripts: AdminScripts) => writeAdmin(call, "/admin/settings/scripts", scripts, accepted, "public");

/** The notice texts per order stage, if they are still the `version` the form saw (no page of the shop shows them). */
export const saveNotices = (call: Call, texts: AdminNotices) => writeAdmin(call, "/admin/notices", texts, accepted, "private");

/**
 * The shop's new logo or favicon to the backend, which judges it by its content and stores it: its name (to send
 * with the settings form as `logo` or `favicon`), or the refusal (the Russian message on `logo` or `favicon`).
 */
export async function uploadBrandFile(call: Call, part: "logo" | "favicon", file: File) {
  const stored = await uploadFile(call, "/admin/settings/brand", part, file, z.object({ [part]: z.object({ name: z.string() }) }));
  return stored.ok ? { ok: true as const, name: (stored.data[part] as { name: string }).name } : stored;
}
