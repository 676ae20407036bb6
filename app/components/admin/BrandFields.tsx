import { AdminFileField } from "~/components/admin/AdminFileField";
import { Checkbox } from "~/components/forms/Checkbox";
import { BRAND_UPLOAD_LIMIT_MB, FAVICON_FILE_ACCEPT, LOGO_FILE_ACCEPT } from "~/config/constants";
import {
  ADMIN_SETTINGS_BRAND,
  ADMIN_SETTINGS_FAVICON,
  ADMIN_SETTINGS_FAVICON_DEFAULT,
  ADMIN_SETTINGS_FAVICON_HINT,
  ADMIN_SETTINGS_FAVICON_REMOVE,
  ADMIN_SETTINGS_LOGO,
  ADMIN_SETTINGS_LOGO_DEFAULT,
  ADMIN_SETTINGS_LOGO_HINT,
  ADMIN_SETTINGS_LOGO_NOW,
  ADMIN_SETTINGS_LOGO_REMOVE,
} from "~/config/messages/admin-settings";

/** What one of the two shows now, a picker of a new one and, for an uploaded one, the way back to the default. */
function BrandField(props: {
  name: string;
  label: string;
  hint: string;
  accept: string;
  url: string;
  fallback: string;
  remove: string;
  removeName: string;
  icon?: boolean;
}) {
  return (
    <div className="admin__brand">
      <p className="admin__brand-now">
        {props.url ? (
          <>
            {ADMIN_SETTINGS_LOGO_NOW} <img src={props.url} alt="" className={props.icon ? "admin__brand-icon" : "admin__brand-logo"} />
          </>
        ) : (
          props.fallback
        )}
      </p>
      <AdminFileField name={props.name} label={props.label} hint={props.hint} accept={props.accept} />
      {props.url ? <Checkbox name={props.removeName} label={props.remove} /> : null}
    </div>
  );
}

/** The settings form's logo and favicon fields (the files go with the form; the server uploads them). */
export function BrandFields({ logoUrl, faviconUrl, fields }: { logoUrl: string; faviconUrl: string; fields: { logo: string; favicon: string } }) {
  return (
    <fieldset className="admin__fieldset">
      <legend>{ADMIN_SETTINGS_BRAND}</legend>
      <BrandField
        name={fields.logo}
        label={ADMIN_SETTINGS_LOGO}
        hint={ADMIN_SETTINGS_LOGO_HINT(BRAND_UPLOAD_LIMIT_MB)}
        accept={LOGO_FILE_ACCEPT}
        url={logoUrl}
        fallback={ADMIN_SETTINGS_LOGO_DEFAULT}
        remove={ADMIN_SETTINGS_LOGO_REMOVE}
        removeName="logo_remove"
      />
      <BrandField
        name={fields.favicon}
        label={ADMIN_SETTINGS_FAVICON}
        hint={ADMIN_SETTINGS_FAVICON_HINT(BRAND_UPLOAD_LIMIT_MB)}
        accept={FAVICON_FILE_ACCEPT}
        url={faviconUrl}
        fallback={ADMIN_SETTINGS_FAVICON_DEFAULT}
        remove={ADMIN_SETTINGS_FAVICON_REMOVE}
        removeName="favicon_remove"
        icon
      />
    </fieldset>
  );
}
