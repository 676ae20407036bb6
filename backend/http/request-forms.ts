import { z } from "zod";
import { contactFields, optionalText, positiveId, requiredText } from "./lead-fields";
import { MSG_GOOD_UNKNOWN, MSG_IDEA_UNKNOWN, MSG_SITE_INVALID } from "./orders-messages";

/**
 * The six lead forms of docs/api.md "Requests": their fields, which field may carry files, and the reCAPTCHA
 * action the storefront's form executes (`request_{kind}`, but the custom-size form says `request_custom_size`).
 */

const common = { ...contactFields, source: optionalText(2000) };

const site = optionalText(300).refine((v) => v === "" || /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(v), MSG_SITE_INVALID);

export const REQUEST_FORMS = {
  project: { schema: z.object({ ...common, comment: requiredText(2000) }), fileField: null, captchaAction: "request_project" },
  idea: {
    schema: z.object({ ...common, comment: optionalText(2000), idea_id: positiveId(MSG_IDEA_UNKNOWN) }),
    fileField: "files",
    captchaAction: "request_idea",
  },
  good_custom_size: {
    schema: z.object({ ...common, comment: optionalText(2000), good_id: positiveId(MSG_GOOD_UNKNOWN) }),
    fileField: "upload_images",
    captchaAction: "request_custom_size",
  },
  partner: {
    schema: z.object({ ...common, company: requiredText(200), city: requiredText(100), site, comment: optionalText(2000) }),
    fileField: null,
    captchaAction: "request_partner",
  },
  feedback: { schema: z.object({ ...common, comment: requiredText(2000) }), fileField: null, captchaAction: "request_feedback" },
  presentation: {
    schema: z.object({ ...common, company: optionalText(200), comment: optionalText(2000) }),
    fileField: null,
    captchaAction: "request_presentation",
  },
} as const;

export type RequestKind = keyof typeof REQUEST_FORMS;
export const REQUEST_KINDS = Object.keys(REQUEST_FORMS) as RequestKind[];

/** `POST /request/confirm`: the form id the custom-size request answered and the SMS code. */
export const confirmForm = z.object({
  id: requiredText(200),
  code: requiredText(10).transform((v) => v.toUpperCase()),
});
