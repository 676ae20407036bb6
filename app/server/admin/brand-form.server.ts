import { BRAND_UPLOAD_LIMIT_MB } from "~/config/constants";
import { ADMIN_BRAND_FILE_TOO_LARGE } from "~/config/messages/admin-catalog";
import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import { BRAND_FILE_FIELDS } from "~/forms/admin-settings";
import { uploadBrandFile } from "./settings-api.server";
import { fieldErrorsFrom } from "../form-errors.server";
import type { Call } from "./client.server";
import { chosenPhotos, type FileLimit } from "./photo-form.server";

export const BRAND_FILE_LIMIT: FileLimit = { mb: BRAND_UPLOAD_LIMIT_MB, tooLarge: ADMIN_BRAND_FILE_TOO_LARGE };

type Part = keyof typeof BRAND_FILE_FIELDS;
/** What the settings save sends for each: an uploaded file's name, "remove" (the default), or "" (kept). */
export type BrandChoices = Record<Part, string>;

/**
 * Sends the chosen logo and favicon to the backend, which judges and stores them, and answers what the
 * settings save sends; a refused file is the message next to its input. A box «back to the default» counts
 * only when no file is chosen.
 */
export async function brandChoices(
  call: Call,
  form: FormData,
  remove: Record<Part, boolean>,
): Promise<{ ok: true; choices: BrandChoices } | { ok: false; fieldErrors: Record<string, string> }> {
  const choices: BrandChoices = { logo: remove.logo ? "remove" : "", favicon: remove.favicon ? "remove" : "" };
  for (const part of ["logo", "favicon"] as const) {
    const [file] = chosenPhotos(form, BRAND_FILE_FIELDS[part]);
    if (!file) continue;
    const stored = await uploadBrandFile(call, part, file);
    if (!stored.ok) {
      const input = BRAND_FILE_FIELDS[part];
      const rename = { [part]: input };
      return {
        ok: false,
        fieldErrors: fieldErrorsFrom(stored.fail, { shown: [input], rename, fallback: ADMIN_ACTION_FAILED, formErrorField: input }),
      };
    }
    choices[part] = stored.name;
  }
  return { ok: true, choices };
}
