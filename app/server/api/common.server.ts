import { z } from "zod";
import { swrCache } from "~/server/cache.server";
import { sanitizeHtml } from "~/server/sanitize.server";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { log } from "~/server/log.server";
import { checkCatalogRevision, onCatalogChange } from "../catalog-revision.server";
import { callApi, readJson } from "./client.server";
import type { MenuItem } from "~/lib/menu";
import { isValidInn, isValidOgrn } from "../../../shared/requisites";
import { SOCIAL_TYPES, type SocialType } from "~/lib/social-types";

/**
 * Common site data (docs/api.md "Common data"): header, footer, socials, scripts, 404/error texts, cookie notice,
 * banner. Unknown fields pass through; a missing required part fails the parse.
 */
const partsTermsSchema = z.object({ months: z.number().int().min(1), rate: z.number().min(0), min: z.number(), max: z.number() });
const paymentTermsSchema = z.object({
  credit: partsTermsSchema.nullable().default(null),
  installments: partsTermsSchema.nullable().default(null),
  lender: z.string().default(""),
});

const imageSchema = z.object({ src: z.string(), width: z.number(), height: z.number(), alt: z.string() }).passthrough();

const menuItemSchema: z.ZodType<MenuItem, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({ name: z.string(), url: z.string(), children: z.array(menuItemSchema).default([]) }),
);

/** A social link of a known type; links of types we have no icon for are left out, not an error. */
const socialListSchema = z
  .array(z.object({ type: z.string(), url: z.string() }))
  .transform((links) => links.filter((link): link is { type: SocialType; url: string } => (SOCIAL_TYPES as readonly string[]).includes(link.type)));

const CONTACT_TYPES = ["phone", "email", "address"] as const;
const contactListSchema = z
  .array(z.object({ type: z.string(), value: z.string(), title: z.string().optional() }))
  .transform((contacts) =>
    contacts.filter((c): c is { type: (typeof CONTACT_TYPES)[number]; value: string; title?: string } =>
      (CONTACT_TYPES as readonly string[]).includes(c.type),
    ),
  );

/** Registration numbers are digits only; an operator may have typed them with spaces. */
const digitsSchema = z.string().transform((value) => value.replace(/\s/g, ""));

/**
 * The seller's details that distance selling must show (legal name, ИНН, ОГРН or ОГРНИП, legal address). A
 * block whose ИНН or ОГРН fails its check digits is logged and left out: a shop must not print a wrong number.
 */
const sellerSchema = z.object({
  name: z.string().min(1),
  full_name: z.string().optional(),
  inn: digitsSchema.refine(isValidInn),
  kpp: digitsSchema.pipe(z.string().regex(/^\d{9}$/)).optional(),
  ogrn: digitsSchema.refine(isValidOgrn),
  address: z.string().min(1),
});

const buttonSchema = z.object({ title: z.string(), link: z.string() });
const errorPageSchema = z
  .object({
    title: z.string(),
    text: z.string().default(""),
    image: imageSchema.nullable().default(null),
    buttons: z.array(buttonSchema).default([]),
  })
  .passthrough();

export const commonSchema = z
  .object({
    header: z
      .object({ phone: z.string().default(""), logo: imageSchema.nullable().default(null), menu: z.array(menuItemSchema).default([]) })
      .passthrough(),
    footer: z
      .object({
        logo: imageSchema.nullable().default(null),
        menu_1: z
          .array(
            z.object({
              name: z.string(),
              url: z.string().optional(),
              children: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
            }),
          )
          .default([]),
        contacts: contactListSchema.default([]),
        developer: z.object({ name: z.string(), url: z.string() }).nullable().default(null),
        copyright: z.string().default(""),
      })
      .passthrough(),
    socials: z.object({ top: socialListSchema.default([]), bottom: socialListSchema.default([]) }),
    scripts: z.object({ headEnd: z.string().default(""), bodyBegin: z.string().default(""), bodyEnd: z.string().default("") }).default({}),
    global: z
      .object({ "favicon.ico": z.string().optional(), apple_touch_icon: z.string().optional(), site_name: z.string().optional() })
      .passthrough()
      .default({}),
    page_404: errorPageSchema.nullable().default(null),
    page_error: errorPageSchema.nullable().default(null),
    cookie: z.object({ text: z.string(), button_ok: z.string() }),
    form: z.object({ private_policy: z.string(), private_policy_version: z.string().default("") }).passthrough(),
    banner: z
      .object({
        title: z.string(),
        text: z.string().default(""),
        image: imageSchema.nullable().default(null),
        link: z.object({ title: z.string(), url: z.string() }).nullable().default(null),
      })
      .nullable()
      .default(null),
    seller: sellerSchema
      .nullable()
      .default(null)
      .catch(({ error }) => {
        log.warn({ issues: error.issues }, "common data: the seller's details are malformed and are not shown");
        return null;
      }),
    // The terms «от X ₽/мес» is computed from; a backend without them (or with malformed ones) shows none.
    payment_terms: paymentTermsSchema.nullable().default(null).catch(null),
    user: z.object({}).passthrough().nullable().default(null),
  })
  .passthrough();

/** Common data as the layouts use it (rich-text parts already sanitized). */
export type Common = z.infer<typeof commonSchema>;
export type CommonImage = z.infer<typeof imageSchema>;
export type ErrorPageTexts = z.infer<typeof errorPageSchema>;
export type Banner = NonNullable<Common["banner"]>;
export type Contact = Common["footer"]["contacts"][number];
export type Seller = NonNullable<Common["seller"]>;
export type SocialLink = Common["socials"]["top"][number];

// ---------------------------------------------------------------------------------------------------------------
// Fetching and caching
// ---------------------------------------------------------------------------------------------------------------

/**
 * `GET /api/common`. Anonymous answers are shared (stale-while-revalidate, see `commonCache`); a signed-in
 * request is fetched with its token, since `user` is personal. Never throws: a failed or malformed answer is
 * logged and gives null, and the layouts fall back.
 */
export async function getCommon(request: Request): Promise<Common | null> {
  const token = await getAccessToken(request);
  try {
    if (token) return await fetchCommon(token);
    await checkCatalogRevision();
    return await commonCache.get();
  } catch (error) {
    log.error({ err: error }, "common data unavailable");
    return null;
  }
}

async function fetchCommon(token: string | null): Promise<Common> {
  const response = await callApi("/common", { token });
  if (!response.ok) throw new Error(`GET /api/common answered ${response.status}`);
  const common = commonSchema.parse(await readJson(response));
  return {
    ...common,
    cookie: { ...common.cookie, text: sanitizeHtml(common.cookie.text) },
    form: { ...common.form, private_policy: sanitizeHtml(common.form.private_policy) },
  };
}

/**
 * Anonymous common data, shared by every visitor: fresh for a minute, then served stale while it refreshes; a
 * change from the back office raises the public data revision, which drops it at once.
 */
const commonCache = swrCache({ key: "common", freshMs: 60_000, load: () => fetchCommon(null) });
onCatalogChange(() => commonCache.clear());
