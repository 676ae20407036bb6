import { formValidator } from "./form-validator";
import { z } from "zod";
import { MSG_REQUIRED } from "~/config/messages/common";
import { optionalText, requiredText } from "./fields";
import { leadFields } from "./lead";
import { confirmCodeSchema } from "./login";

/** Step 2 is a URL state, like the modal itself: `?step=confirm`. */
export const CUSTOM_SIZE_CONFIRM_STEP = "confirm";

/**
 * "Заказать по индивидуальным размерам", step 1: fio, phone, email, comment and the product; the images
 * (`upload_images`) are checked by `lib/files`.
 */
export const customSizeSchema = z.object({
  ...leadFields,
  comment: optionalText(2000),
  good_id: requiredText(12).regex(/^\d+$/, MSG_REQUIRED),
});
export type CustomSizeRequest = z.infer<typeof customSizeSchema>;

/**
 * Step 2, "Введите код подтверждения": the SMS code. Which request it confirms (the backend's form_id) and
 * where to go afterwards live in a signed short-lived cookie, never in the form.
 */
export const customSizeConfirmSchema = confirmCodeSchema;

/** The validators the form components and the action share. */
export const customSizeValidator = formValidator(customSizeSchema);
export const customSizeConfirmValidator = formValidator(customSizeConfirmSchema);
