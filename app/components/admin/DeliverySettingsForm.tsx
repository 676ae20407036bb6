import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm, type PostFormProps } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ADMIN_SAVE } from "~/config/messages/admin-common";
import { ADMIN_DELIVERY_BACK } from "~/config/messages/admin-delivery";

type DeliverySettingsFormProps = Pick<PostFormProps, "validator"> & {
  /** The page's path: the form posts to it and is named after it. */
  page: string;
  /** The page's heading and the hint under it. */
  heading: { title: string; hint: string };
  /** The record's values as stored, with its version. */
  defaults: Record<string, unknown>;
  children: ReactNode;
};

/**
 * A page of the delivery's settings saved as one record (the calendar, the services): the way back to the
 * delivery, its heading and hint, and one form with the record's version and one «Сохранить». A plain form: it
 * works the same without JavaScript.
 */
export function DeliverySettingsForm({ page, heading, validator, defaults, children }: DeliverySettingsFormProps) {
  return (
    <>
      <Link to="/admin/delivery">{ADMIN_DELIVERY_BACK}</Link>
      <h1>{heading.title}</h1>
      <p className="admin__hint">{heading.hint}</p>
      <section className="admin__card">
        <PostForm id={page.slice(1).replaceAll("/", "-")} action={page} validator={validator} defaultValues={defaults}>
          <HiddenField name="version" />
          {children}
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
    </>
  );
}
