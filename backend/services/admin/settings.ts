import type { Kysely } from "kysely";
import { sanitizeRichText } from "../../../shared/rich-text";
import type { Database } from "../../db/schema";
import { synonymsTextOf } from "../../search/synonyms";
import { bumpCatalogRevision } from "../catalog-revision";
import { recordChange, type Actor } from "./audit";
import { checkVersion, versionOf } from "./versions";
import type { SellerFields } from "../../../shared/seller-check";
import { BRAND_URL_PREFIX, brandNameOf, DEFAULT_FAVICON, DEFAULT_LOGO, touchIconName } from "../../shop/brand";
import type { BrandFiles } from "../brand-files";
import { DomainError } from "../errors";

/**
 * The social networks the storefront has icons for, in the order the form offers them: those Russian shops use
 * first (VK, Telegram, WhatsApp, YouTube, Дзен, Одноклассники, RuTube), then Facebook and Instagram.
 */
export const SOCIAL_NETWORKS = ["vk", "tg", "wa", "yt", "dzen", "ok", "rt", "fb", "ig"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One network's link and where the storefront shows it (the header's row, the footer's row, both or neither). */
export interface SocialSetting {
  url: string;
  top: boolean;
  bottom: boolean;
}

/** A header menu item as stored: a child's url is joined to its parent's by the storefront; "" for a group. */
export interface HeaderMenuItem {
  name: string;
  url: string;
  children: HeaderMenuItem[];
}

/** A footer column: its title and its links. */
export interface FooterMenuGroup {
  name: string;
  children: { name: string; url: string }[];
}

/**
 * The seller's details the storefront must show a buyer (docs/decisions/0012): the short and the full legal
 * name, ИНН, КПП (a company only), ОГРН or a sole trader's ОГРНИП, and the legal address. All empty: not shown.
 */
export type SellerSetting = SellerFields;

/** The parts of the common data managers edit. Empty strings mean "not shown". */
export interface ShopSettings {
  /** The shop's name: page titles, the logo's text, JSON-LD, letters. */
  site_name: string;
  seller: SellerSetting;
  phone: string;
  email: string;
  address: string;
  copyright: string;
  cookie_text: string;
  cookie_button: string;
  page_404_title: string;
  page_404_text: string;
  privacy_policy: string;
  /** Search synonyms, one group a line (`backend/search/synonyms.ts`); the demo's until the shop saves its own. */
  search_synonyms: string;
  socials: Record<SocialNetwork, SocialSetting>;
  header_menu: HeaderMenuItem[];
  footer_menu: FooterMenuGroup[];
  /** The uploaded logo's URL, "" while the shop shows the default one (a save changes it through `logo`). */
  logo_url: string;
  /** The uploaded favicon's URL, "" while the shop shows the default one (a save changes it through `favicon`). */
  favicon_url: string;
}

/** A new logo or favicon: the name its upload answered, null to go back to the default; left out, it stays. */
export type BrandChoice = string | null | undefined;

/** A change of the settings: a menu left out stays as stored. */
export type ShopSettingsInput = Omit<ShopSettings, "header_menu" | "footer_menu" | "search_synonyms" | "logo_url" | "favicon_url"> &
  Partial<Pick<ShopSettings, "header_menu" | "footer_menu" | "search_synonyms">> & { logo?: BrandChoice; favicon?: BrandChoice };

/** Snippets that run on every page (analytics counters): admins only, since they execute as the shop. */
export interface ShopScripts {
  headEnd: string;
  bodyBegin: string;
  bodyEnd: string;
}

type Json = Record<string, unknown>;
type Contact = { type: string; value: string; title?: string };
type Social = { type: string; url: string };
type Link = { name?: unknown; url?: unknown; children?: unknown };

const obj = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function headerMenuOf(items: unknown): HeaderMenuItem[] {
  return list<Link>(items).map((item) => ({ name: text(item.name), url: text(item.url), children: headerMenuOf(item.children) }));
}

function footerMenuOf(groups: unknown): FooterMenuGroup[] {
  return list<Link>(groups).map((group) => ({
    name: text(group.name),
    children: list<Link>(group.children).map((link) => ({ name: text(link.name), url: text(link.url) })),
  }));
}

/** The editable view of stored common data; anything missing reads as empty. */
function settingsOf(common: Json): ShopSettings {
  const contacts = list<Contact>(obj(common.footer).contacts);
  const contact = (type: string) => text(contacts.find((c) => c.type === type)?.value);
  const socials = obj(common.socials);
  const top = list<Social>(socials.top);
  const bottom = list<Social>(socials.bottom);
  const page404 = obj(common.page_404);
  const seller = obj(common.seller);
  const logo = text(obj(obj(common.header).logo).src);
  const favicon = text(obj(common.global)["favicon.ico"]);
  return {
    site_name: text(obj(common.global).site_name),
    seller: {
      name: text(seller.name),
      full_name: text(seller.full_name),
      inn: text(seller.inn),
      kpp: text(seller.kpp),
      ogrn: text(seller.ogrn),
      address: text(seller.address),
      bank: text(seller.bank),
      bik: text(seller.bik),
      corr_account: text(seller.corr_account),
      account: text(seller.account),
    },
    phone: text(obj(common.header).phone),
    email: contact("email"),
    address: contact("address"),
    copyright: text(obj(common.footer).copyright),
    cookie_text: text(obj(common.cookie).text),
    cookie_button: text(obj(common.cookie).button_ok),
    page_404_title: text(page404.title),
    page_404_text: text(page404.text),
    privacy_policy: text(obj(common.form).private_policy),
    search_synonyms: synonymsTextOf(common),
    header_menu: headerMenuOf(obj(common.header).menu),
    footer_menu: footerMenuOf(obj(common.footer).menu_1),
    logo_url: brandNameOf(logo) ? logo : "",
    favicon_url: brandNameOf(favicon) ? favicon : "",
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((type) => {
        const inTop = top.find((s) => s.type === type);
        const inBottom = bottom.find((s) => s.type === type);
        return [type, { url: text(inTop?.url ?? inBottom?.url), top: Boolean(inTop), bottom: Boolean(inBottom) }];
      }),
    ) as Record<SocialNetwork, SocialSetting>,
  };
}

function scriptsOf(common: Json): ShopScripts {
  const scripts = obj(common.scripts);
  return { headEnd: text(scripts.headEnd), bodyBegin: text(scripts.bodyBegin), bodyEnd: text(scripts.bodyEnd) };
}

/** A contact list with `type` set to `value` (its title kept), added when new, left out when emptied. */
function withContact(contacts: Contact[], type: string, value: string): Contact[] {
  if (!value) return contacts.filter((c) => c.type !== type);
  if (contacts.some((c) => c.type === type)) return contacts.map((c) => (c.type === type ? { ...c, value } : c));
  return [...contacts, { type, value }];
}

/** A row of social links: the networks kept in their order, those switched off removed, new ones appended. */
function withSocials(row: Social[], settings: ShopSettings["socials"], place: "top" | "bottom"): Social[] {
  const wanted = SOCIAL_NETWORKS.filter((type) => settings[type][place] && settings[type].url);
  const kept = row.filter((s) => (wanted as readonly string[]).includes(s.type)).map((s) => ({ ...s, url: settings[s.type as SocialNetwork].url }));
  const added = wanted.filter((type) => !kept.some((s) => s.type === type)).map((type) => ({ type, url: settings[type].url }));
  return [...kept, ...added];
}

/** A logo keeps its picture; its text (`alt`) is the shop's name. */
const namedLogo = (logo: unknown, name: string) => (logo && typeof logo === "object" ? { ...obj(logo), alt: name } : logo);

/** The logo and favicon a save sets: a size read from the stored file, or the default; undefined keeps them. */
interface BrandChange {
  logo?: { src: string; width: number; height: number };
  favicon?: { icon: string; touch: string | null };
}

/** The global part with the favicon (and its touch icon, if any) set. */
function withFavicon(global: Json, favicon: BrandChange["favicon"]): Json {
  if (!favicon) return global;
  const { apple_touch_icon: _old, ...rest } = global;
  return { ...rest, "favicon.ico": favicon.icon, ...(favicon.touch ? { apple_touch_icon: favicon.touch } : {}) };
}

/** Every uploaded brand file the common data shows. */
function brandFilesIn(common: Json): string[] {
  const urls = [text(obj(obj(common.header).logo).src), text(obj(obj(common.footer).logo).src), text(obj(common.global)["favicon.ico"])];
  return urls.map(brandNameOf).filter((name): name is string => name !== null);
}

function applySettings(common: Json, s: ShopSettingsInput, brand: BrandChange): Json {
  const footer = obj(common.footer);
  const header = obj(common.header);
  const logo = (stored: unknown) => namedLogo(brand.logo ?? stored, s.site_name);
  let contacts = list<Contact>(footer.contacts);
  contacts = withContact(withContact(withContact(contacts, "phone", s.phone), "email", s.email), "address", s.address);
  const socials = obj(common.socials);
  return {
    ...common,
    global: { ...withFavicon(obj(common.global), brand.favicon), site_name: s.site_name },
    seller: Object.values(s.seller).some((value) => value !== "") ? s.seller : null,
    header: { ...header, phone: s.phone, menu: s.header_menu ?? header.menu, logo: logo(header.logo) },
    footer: { ...footer, contacts, copyright: s.copyright, menu_1: s.footer_menu ?? footer.menu_1, logo: logo(footer.logo) },
    socials: { ...socials, top: withSocials(list(socials.top), s.socials, "top"), bottom: withSocials(list(socials.bottom), s.socials, "bottom") },
    // HTML texts are sanitised on save too, with the storefront's render-time allow-list.
    cookie: { ...obj(common.cookie), text: sanitizeRichText(s.cookie_text), button_ok: s.cookie_button },
    page_404: s.page_404_title ? { ...obj(common.page_404), title: s.page_404_title, text: s.page_404_text } : null,
    form: { ...obj(common.form), private_policy: sanitizeRichText(s.privacy_policy) },
    search_synonyms: s.search_synonyms ?? synonymsTextOf(common),
  };
}

async function readCommon(db: Kysely<Database>): Promise<Json> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "common").executeTakeFirst();
  return row ? obj(JSON.parse(row.value)) : {};
}

/**
 * The back office's side of the shop's common data (the `common` settings row). Each change is one transaction
 * that writes the row, the audit entry (before → after of the edited part) and raises the public data revision,
 * so every storefront process drops its cached copy within a second or so.
 */
export function createStaffSettings(db: Kysely<Database>, now: () => string, brandFiles: BrandFiles) {
  /** What a save's logo and favicon choices set, each upload checked to be in the store; read before the transaction. */
  async function brandChange(s: ShopSettingsInput): Promise<BrandChange> {
    const change: BrandChange = {};
    if (s.logo === null) change.logo = { ...DEFAULT_LOGO };
    else if (s.logo !== undefined) {
      const size = await brandFiles.logoSize(s.logo);
      if (!size) throw new DomainError("brand_file_not_image", { fields: ["logo"] });
      change.logo = { src: BRAND_URL_PREFIX + s.logo, ...size };
    }
    if (s.favicon === null) change.favicon = { icon: DEFAULT_FAVICON, touch: null };
    else if (s.favicon !== undefined) {
      if (!(await brandFiles.exists(s.favicon))) throw new DomainError("brand_file_not_image", { fields: ["favicon"] });
      const touch = s.favicon.endsWith(".png") ? BRAND_URL_PREFIX + touchIconName(s.favicon) : null;
      change.favicon = { icon: BRAND_URL_PREFIX + s.favicon, touch };
    }
    return change;
  }

  /**
   * Writes a change of one part (`view`) of the common data, if that part is still as the form saw it (`version`).
   * The two forms edit different parts, so a change of one never refuses the other.
   */
  async function change<T>(
    actor: Actor,
    action: string,
    version: string | null,
    view: (common: Json) => T,
    apply: (common: Json) => Json,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const before = await readCommon(trx);
      await checkVersion(trx, version, view(before), { entity: "settings", entityId: "common", actions: [action] });
      const after = apply(before);
      const value = JSON.stringify(after);
      await trx
        .insertInto("settings")
        .values({ key: "common", value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
      await recordChange(trx, actor, now(), { action, entity: "settings", entityId: "common", before: view(before), after: view(after) });
      await bumpCatalogRevision(trx);
      return view(after);
    });
  }

  return {
    /** Each part with the version its form sends back. */
    async read(): Promise<{ settings: ShopSettings & { version: string }; scripts: ShopScripts & { version: string } }> {
      const common = await readCommon(db);
      const settings = settingsOf(common);
      const scripts = scriptsOf(common);
      return { settings: { ...settings, version: versionOf(settings) }, scripts: { ...scripts, version: versionOf(scripts) } };
    },
    /** Saves the form; a logo or favicon it replaced is then removed from the file store. */
    async update(actor: Actor, version: string | null, settings: ShopSettingsInput) {
      const brand = await brandChange(settings);
      let unused: string[] = [];
      const saved = await change(actor, "settings.update", version, settingsOf, (common) => {
        const after = applySettings(common, settings, brand);
        const kept = brandFilesIn(after);
        unused = brandFilesIn(common).filter((name) => !kept.includes(name));
        return after;
      });
      for (const name of new Set(unused)) await brandFiles.remove(name);
      return saved;
    },
    updateScripts: (actor: Actor, version: string | null, scripts: ShopScripts) =>
      change(actor, "settings.scripts", version, scriptsOf, (common) => ({ ...common, scripts: { ...obj(common.scripts), ...scripts } })),
  };
}
export type StaffSettings = ReturnType<typeof createStaffSettings>;
