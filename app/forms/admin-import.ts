import { z } from "zod";
import { withZod } from "@remix-validated-form/with-zod";
import { ADMIN_IMPORT_FILE_REQUIRED } from "~/config/messages";

/** A chosen file: an empty file input posts a nameless, empty one. */
const chosenFile = z.custom<Blob>(
  (v) => typeof v === "object" && v !== null && "size" in v && "arrayBuffer" in v && (v as Blob).size > 0,
  ADMIN_IMPORT_FILE_REQUIRED,
);

/** A catalogue file to import, and whether to only try it. */
export const adminImportSchema = z.object({
  file: chosenFile,
  dry_run: z.preprocess((v) => v === "on" || v === "1", z.boolean()),
});
export const adminImportValidator = withZod(adminImportSchema);
