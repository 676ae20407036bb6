import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { BrandFields } from "~/components/admin/BrandFields";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import { ADMIN_NAV_SETTINGS, ADMIN_SAVE, ADMIN_SAVED } from "~/config/messages/admin-common";
import {
  ADMIN_SETTINGS_404_TEXT,
  ADMIN_SETTINGS_404_TITLE,
  ADMIN_SETTINGS_ADDRESS,
  ADMIN_SETTINGS_BODY_BEGIN,
  ADMIN_SETTINGS_BODY_END,
  ADMIN_SETTINGS_CONTACTS,
  ADMIN_SETTINGS_COOKIE_BUTTON,
  ADMIN_SETTINGS_COOKIE_TEXT,
  ADMIN_SETTINGS_COPYRIGHT,
  ADMIN_SETTINGS_EMAIL,
  ADMIN_SETTINGS_FOOTER_MENU,
  ADMIN_SETTINGS_FOOTER_MENU_HINT,
  ADMIN_SETTINGS_HEADER_MENU,
  ADMIN_SETTINGS_MENU_HINT,
  ADMIN_SETTINGS_MENUS,
  ADMIN_SETTINGS_HEAD_END,
  ADMIN_SETTINGS_HTML_HINT,
  ADMIN_SETTINGS_PHONE,
  ADMIN_SETTINGS_PRIVACY,
  ADMIN_SETTINGS_SEARCH,
  ADMIN_SETTINGS_SYNONYMS,
  ADMIN_SETTINGS_SYNONYMS_HINT,
  ADMIN_SETTINGS_SCRIPTS,
  ADMIN_SETTINGS_SCRIPTS_HINT,
  ADMIN_SETTINGS_SELLER,
  ADMIN_SETTINGS_SELLER_ACCOUNT,
  ADMIN_SETTINGS_SELLER_ADDRESS,
  ADMIN_SETTINGS_SELLER_BANK,
  ADMIN_SETTINGS_SELLER_BIK,
  ADMIN_SETTINGS_SELLER_CORR_ACCOUNT,
  ADMIN_SETTINGS_SELLER_FULL_NAME,
  ADMIN_SETTINGS_SELLER_HINT,
  ADMIN_SETTINGS_SELLER_INN,
  ADMIN_SETTINGS_SELLER_KPP,
  ADMIN_SETTINGS_SELLER_NAME,
  ADMIN_SETTINGS_SELLER_OGRN,
  ADMIN_SETTINGS_SHOP,
  ADMIN_SETTINGS_SITE_NAME,
  ADMIN_SETTINGS_SITE_NAME_HINT,
  ADMIN_SETTINGS_SOCIAL_BOTTOM,
  ADMIN_SETTINGS_SOCIAL_NAMES,
  ADMIN_SETTINGS_SOCIAL_TOP,
  ADMIN_SETTINGS_SOCIALS,
  ADMIN_SETTINGS_TEXTS,
} from "~/config/messages/admin-settings";
import { adminScriptsValidator, adminSettingsValidator, BRAND_FILE_FIELDS } from "~/forms/admin-settings";
import { footerMenuText, headerMenuText } from "~/lib/menu-text";
import { SOCIAL_TYPES } from "~/lib/social-types";
import { getSettings, saveScripts, saveSettings } from "~/server/admin/settings-api.server";
import { BRAND_FILE_LIMIT, brandChoices } from "~/server/admin/brand-form.server";
import { readPhotoForm } from "~/server/admin/photo-form.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { badRequest } from "~/server/responses.server";
import { refuseForm, refuseWrite } from "~/server/form-errors.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  return getSettings(call);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readPhotoForm(request, Object.values(BRAND_FILE_FIELDS), undefined, BRAND_FILE_LIMIT);
  if (form instanceof Response) return form;
  const intent = form.get("intent");
  if (intent !== "settings" && intent !== "scripts") throw badRequest();
  // Scripts run on every page of the shop as the shop itself: only an admin may change them.
  const call = await requireStaff(request, context, intent === "scripts" ? "admin" : undefined);
  const result = await (intent === "scripts" ? adminScriptsValidator : adminSettingsValidator).validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  let done;
  if ("logo_remove" in result.data) {
    const { logo_remove, favicon_remove, ...settings } = result.data;
    const brand = await brandChoices(call, form, { logo: logo_remove, favicon: favicon_remove });
    if (!brand.ok) return refuseForm(result, brand.fieldErrors);
    done = await saveSettings(call, { ...settings, ...brand.choices });
  } else {
    done = await saveScripts(call, result.data);
  }
  if (!done.ok) {
    // The storefront's schema checks what the backend's does, so a refusal here is an outage, a race, or a
    // logo or favicon gone from the store meanwhile (its message goes under its file input).
    const shown = [...Object.keys(result.data), ...Object.values(BRAND_FILE_FIELDS)];
    return refuseWrite(result, done.fail, "/admin/settings", { shown, rename: BRAND_FILE_FIELDS });
  }
  return redirectWithFlash("/admin/settings", { toast: { kind: "success", title: ADMIN_SAVED } });
}

export default function AdminSettingsPage() {
  const { settings, scripts } = useLoaderData<typeof loader>();
  const socials = Object.fromEntries(SOCIAL_TYPES.map((type) => [type, settings.socials[type] ?? { url: "", top: false, bottom: false }]));
  return (
    <>
      <h1>{ADMIN_NAV_SETTINGS}</h1>
      <section className="admin__card admin__card--narrow" aria-labelledby="settings-shop">
        <PostForm
          id="settings-form"
          validator={adminSettingsValidator}
          action="/admin/settings"
          multipart
          defaultValues={{
            ...settings,
            socials,
            header_menu: headerMenuText(settings.header_menu),
            footer_menu: footerMenuText(settings.footer_menu),
          }}
        >
          <input type="hidden" name="intent" value="settings" />
          <HiddenField name="version" />
          <h2 id="settings-shop">{ADMIN_SETTINGS_SHOP}</h2>
          <Field name="site_name" label={ADMIN_SETTINGS_SITE_NAME} hint={ADMIN_SETTINGS_SITE_NAME_HINT} required />
          <BrandFields logoUrl={settings.logo_url} faviconUrl={settings.favicon_url} fields={BRAND_FILE_FIELDS} />
          <fieldset className="admin__fieldset">
            <legend>{ADMIN_SETTINGS_SELLER}</legend>
            <p className="admin__hint">{ADMIN_SETTINGS_SELLER_HINT}</p>
            <Field name="seller.name" label={ADMIN_SETTINGS_SELLER_NAME} />
            <Field name="seller.full_name" label={ADMIN_SETTINGS_SELLER_FULL_NAME} />
            <Field name="seller.inn" label={ADMIN_SETTINGS_SELLER_INN} inputProps={{ inputMode: "numeric" }} />
            <Field name="seller.kpp" label={ADMIN_SETTINGS_SELLER_KPP} />
            <Field name="seller.ogrn" label={ADMIN_SETTINGS_SELLER_OGRN} inputProps={{ inputMode: "numeric" }} />
            <Field name="seller.address" label={ADMIN_SETTINGS_SELLER_ADDRESS} />
            <Field name="seller.bank" label={ADMIN_SETTINGS_SELLER_BANK} />
            <Field name="seller.bik" label={ADMIN_SETTINGS_SELLER_BIK} inputProps={{ inputMode: "numeric" }} />
            <Field name="seller.corr_account" label={ADMIN_SETTINGS_SELLER_CORR_ACCOUNT} inputProps={{ inputMode: "numeric" }} />
            <Field name="seller.account" label={ADMIN_SETTINGS_SELLER_ACCOUNT} inputProps={{ inputMode: "numeric" }} />
          </fieldset>
          <h2 id="settings-contacts">{ADMIN_SETTINGS_CONTACTS}</h2>
          <Field name="phone" label={ADMIN_SETTINGS_PHONE} type="tel" required />
          <Field name="email" label={ADMIN_SETTINGS_EMAIL} type="email" />
          <Field name="address" label={ADMIN_SETTINGS_ADDRESS} />
          <fieldset className="admin__fieldset">
            <legend>{ADMIN_SETTINGS_SOCIALS}</legend>
            {SOCIAL_TYPES.map((type) => (
              <div key={type} className="admin__social">
                <Field name={`socials.${type}.url`} label={ADMIN_SETTINGS_SOCIAL_NAMES[type]} type="url" inputProps={{ placeholder: "https://" }} />
                <Checkbox name={`socials.${type}.top`} label={ADMIN_SETTINGS_SOCIAL_TOP} />
                <Checkbox name={`socials.${type}.bottom`} label={ADMIN_SETTINGS_SOCIAL_BOTTOM} />
              </div>
            ))}
          </fieldset>
          <h2>{ADMIN_SETTINGS_MENUS}</h2>
          <TextArea name="header_menu" label={ADMIN_SETTINGS_HEADER_MENU} hint={ADMIN_SETTINGS_MENU_HINT} rows={12} />
          <TextArea name="footer_menu" label={ADMIN_SETTINGS_FOOTER_MENU} hint={ADMIN_SETTINGS_FOOTER_MENU_HINT} rows={12} />
          <h2>{ADMIN_SETTINGS_TEXTS}</h2>
          <Field name="copyright" label={ADMIN_SETTINGS_COPYRIGHT} />
          <TextArea name="cookie_text" label={ADMIN_SETTINGS_COOKIE_TEXT} hint={ADMIN_SETTINGS_HTML_HINT} />
          <Field name="cookie_button" label={ADMIN_SETTINGS_COOKIE_BUTTON} />
          <Field name="page_404_title" label={ADMIN_SETTINGS_404_TITLE} />
          <TextArea name="page_404_text" label={ADMIN_SETTINGS_404_TEXT} />
          <TextArea name="privacy_policy" label={ADMIN_SETTINGS_PRIVACY} hint={ADMIN_SETTINGS_HTML_HINT} />
          <h2>{ADMIN_SETTINGS_SEARCH}</h2>
          <TextArea name="search_synonyms" label={ADMIN_SETTINGS_SYNONYMS} hint={ADMIN_SETTINGS_SYNONYMS_HINT} rows={10} />
          <FormError />
          <SubmitButton pressableWhenIncomplete>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
      {scripts ? (
        <section className="admin__card admin__card--narrow" aria-labelledby="settings-scripts">
          <h2 id="settings-scripts">{ADMIN_SETTINGS_SCRIPTS}</h2>
          <p>{ADMIN_SETTINGS_SCRIPTS_HINT}</p>
          <PostForm id="scripts-form" validator={adminScriptsValidator} action="/admin/settings" defaultValues={scripts}>
            <input type="hidden" name="intent" value="scripts" />
            <HiddenField name="version" />
            <TextArea name="headEnd" label={ADMIN_SETTINGS_HEAD_END} rows={6} />
            <TextArea name="bodyBegin" label={ADMIN_SETTINGS_BODY_BEGIN} rows={6} />
            <TextArea name="bodyEnd" label={ADMIN_SETTINGS_BODY_END} rows={6} />
            <FormError />
            <SubmitButton>{ADMIN_SAVE}</SubmitButton>
          </PostForm>
        </section>
      ) : null}
    </>
  );
}
