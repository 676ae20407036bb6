import { Form } from "@remix-run/react";
import type { FormEventHandler } from "react";

type IntentFormProps = {
  /** The page posted to and, without JavaScript, come back to. */
  action: "/cart" | "/favorites";
  intent: string;
  label: string;
  buttonClassName: string;
  className?: string;
  id?: string;
  hidden?: boolean;
  /** With JavaScript: sends the post another way (a fetcher) by preventing the navigation. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

/** A one-button post of `intent` to the cart or the favourites: «Очистить корзину», «Пересчитать», «Очистить». */
export function IntentForm({ action, intent, label, buttonClassName, className, id, hidden, onSubmit }: IntentFormProps) {
  return (
    <Form id={id} method="post" action={action} className={className} hidden={hidden} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={action} />
      <button type="submit" className={buttonClassName}>
        {label}
      </button>
    </Form>
  );
}
