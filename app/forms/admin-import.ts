import { z } from "zod";
import { formValidator } from "./form-validator";
import { ADMIN_IMPORT_FILE_OR_URL, ADMIN_IMPORT_FILE_REQUIRED, ADMIN_IMPORT_URL_INVALID } from "~/config/messages/admin-imports";
import { IMPORT_URL_MAX_LENGTH } from "~/config/constants";

/** A chosen file: an empty file input posts a nameless, empty one. */
const isChosenFile = (v: unknown): v is Blob => typeof v === "object" && v !== null && "size" in v && "arrayBuffer" in v && (v as Blob).size > 0;

/** An address a feed is read from: http(s) only. */
const feedUrl = z
  .string()
  .trim()
  .max(IMPORT_URL_MAX_LENGTH, ADMIN_IMPORT_URL_INVALID)
  .refine((v) => v === "" || (/^https?:\/\/[^\s/?#]+/i.test(v) && URL.canParse(v)), ADMIN_IMPORT_URL_INVALID);

const ticked = z.preprocess((v) => v === "on" || v === "1", z.boolean());

/**
 * A catalogue to import, a file or the address of one (exactly one of them); whether to only try it, to clear
 * the fields of empty cells, and to show the sections it creates at once.
 */
export const adminImportSchema = z
  .object({
    file: z.unknown().transform((v) => (isChosenFile(v) ? v : null)),
    url: z.preprocess((v) => v ?? "", feedUrl),
    dry_run: ticked,
    replace: ticked,
    publish_sections: ticked,
  })
  .superRefine((v, ctx) => {
    if (!v.file && !v.url) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["file"], message: ADMIN_IMPORT_FILE_REQUIRED });
    if (v.file && v.url) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["url"], message: ADMIN_IMPORT_FILE_OR_URL });
  });
export const adminImportValidator = formValidator(adminImportSchema);
