import { z } from "zod";
import { formValidator } from "./form-validator";
import { ADMIN_NOTICE_TOO_LONG } from "~/config/messages/admin-common";
import { NOTICE_STAGES, type NoticeStage } from "~/lib/notice-stages";
import { recordVersion } from "./fields";

const part = (max: number) => z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(max, ADMIN_NOTICE_TOO_LONG(max)));

/** The shopper notices' texts, one subject, letter and SMS per stage, as flat fields (`shipped_sms`). */
export const adminNoticesSchema = z.object({
  ...(Object.fromEntries(
    NOTICE_STAGES.flatMap((stage) => [
      [`${stage}_subject`, part(200)],
      [`${stage}_mail`, part(4000)],
      [`${stage}_sms`, part(350)],
    ]),
  ) as Record<`${NoticeStage}_${"subject" | "mail" | "sms"}`, ReturnType<typeof part>>),
  version: recordVersion,
});
export const adminNoticesValidator = formValidator(adminNoticesSchema);
export type AdminNotices = z.output<typeof adminNoticesSchema>;
