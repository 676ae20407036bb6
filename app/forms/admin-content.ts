import { z } from "zod";
import { formValidator } from "./form-validator";
import { ADMIN_CATALOG_HANDLE_INVALID } from "~/config/messages/admin-catalog";
import { ADMIN_CONTENT_DATE_INVALID, ADMIN_CONTENT_IMAGE_INVALID } from "~/config/messages/admin-content";
import { flag } from "./admin-catalog";
import { optionalText, recordVersion, requiredText, textFormat } from "./fields";

/** An idea, a news item, a portfolio project or a custom page, new or changed; what a kind has no use for stays empty. */
export const adminContentSchema = z.object({
  title: requiredText(200),
  handle: optionalText(150).refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), ADMIN_CATALOG_HANDLE_INVALID),
  date: optionalText(10).refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), ADMIN_CONTENT_DATE_INVALID),
  preview: optionalText(1000),
  image_url: optionalText(500).refine((v) => v === "" || /^(?:\/(?!\/)|https?:\/\/)[^\s"'<>]*$/.test(v), ADMIN_CONTENT_IMAGE_INVALID),
  text: optionalText(200_000),
  text_format: textFormat,
  text_opened: optionalText(200_000),
  seo_title: optionalText(200),
  seo_description: optionalText(500),
  hidden: flag,
  version: recordVersion,
});
export const adminContentValidator = formValidator(adminContentSchema);
export type AdminContent = z.output<typeof adminContentSchema>;
