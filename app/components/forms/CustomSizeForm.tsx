import { Form } from "@remix-run/react";
import { LABEL_BACK } from "~/config/messages/account";
import { LABEL_CANCEL } from "~/config/messages/common";
import { LABEL_COMMENT, LABEL_CONFIRM, LABEL_CONFIRM_CODE, LABEL_FILES, LABEL_GOOD } from "~/config/messages/forms";
import { CUSTOM_SIZE_CONFIRM_STEP, customSizeConfirmValidator, customSizeValidator } from "~/forms/custom-size";
import { CodeField } from "./CodeField";
import { Field } from "./Field";
import { FileField } from "./FileField";
import { FormError } from "./FormError";
import { HiddenField } from "./HiddenField";
import { LeadFormFooter, PersonFields } from "./LeadFormParts";
import { PostForm } from "./PostForm";
import { SubmitButton } from "./SubmitButton";
import { TextArea } from "./TextArea";

export const CUSTOM_SIZE_FORM_ID = "request-custom-size";
export const CUSTOM_SIZE_CONFIRM_FORM_ID = "request-custom-size-confirm";

/** "Заказать по индивидуальным размерам", step 1: the request with the product and its images. */
export function CustomSizeForm({ source, goodId, inModal }: { source: string; goodId?: string; inModal?: boolean }) {
  return (
    // The product rides in the action's address too, so a refusal shown on the request page without JavaScript
    // keeps the product chosen instead of asking for its number.
    <PostForm
      id={CUSTOM_SIZE_FORM_ID}
      validator={customSizeValidator}
      action={goodId ? `/request/custom-size?good=${goodId}` : "/request/custom-size"}
      multipart
      inPlace={inModal}
      defaultValues={{ source, good_id: goodId ?? "" }}
    >
      <PersonFields />
      {goodId ? (
        <HiddenField name="good_id" />
      ) : (
        <Field name="good_id" type="number" label={LABEL_GOOD} required inputProps={{ min: 1, inputMode: "numeric" }} />
      )}
      <TextArea name="comment" label={LABEL_COMMENT} textareaProps={{ maxLength: 2000 }} />
      <FileField name="upload_images" label={LABEL_FILES} />
      <LeadFormFooter captchaAction="request_custom_size" />
    </PostForm>
  );
}

const CONFIRM_ACTION = `/request/custom-size?step=${CUSTOM_SIZE_CONFIRM_STEP}`;

/**
 * Step 2, "Введите код подтверждения": the SMS code; the pending request itself is in a signed cookie.
 * «Назад» goes back to step 1 for the same product, «Отмена» back to the page; both are plain posts.
 */
export function CustomSizeConfirmForm() {
  return (
    <>
      <PostForm id={CUSTOM_SIZE_CONFIRM_FORM_ID} validator={customSizeConfirmValidator} action={CONFIRM_ACTION}>
        <CodeField label={LABEL_CONFIRM_CODE} />
        <FormError />
        <SubmitButton>{LABEL_CONFIRM}</SubmitButton>
      </PostForm>
      <Form method="post" action={CONFIRM_ACTION} className="form__steps">
        <button type="submit" name="intent" value="back" className="button button--ghost">
          {LABEL_BACK}
        </button>
        <button type="submit" name="intent" value="cancel" className="button button--ghost">
          {LABEL_CANCEL}
        </button>
      </Form>
    </>
  );
}
