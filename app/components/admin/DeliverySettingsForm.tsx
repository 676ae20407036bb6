import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm, type PostFormProps } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ADMIN_SAVE } from "~/config/messages/admin-common";
import { ADMIN_DELIVERY_BACK } from "~/config/messages/admin-delivery";

type DeliverySettingsFormProps = Pick<PostFormProps, "id" | "validator" | "action" | "defaultValues"> & {
  title: string;
  hint: string;
  children: ReactNode;
};

/**
 * A page of the delivery's settings saved as one record (the calendar, the services): the way back to the
 * delivery, its heading and hint, and one form with the record's version and one «Сохранить». A plain form: it
 * works the same without JavaScript.
 */
export function DeliverySettingsForm({ title, hint, children, ...form }: DeliverySettingsFormProps) {
  return (
    <>
      <Link to="/admin/delivery">{ADMIN_DELIVERY_BACK}</Link>
      <h1>{title}</h1>
      <p className="admin__hint">{hint}</p>
      <section className="admin__card">
        <PostForm {...form}>
          <HiddenField name="version" />
          {children}
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
    </>
  );
}
