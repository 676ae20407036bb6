import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFormContext, useIsSubmitting } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import { SUBMIT_REENABLE_DELAY_MS } from "~/config/constants";
import { usePostForm } from "./PostForm";

export type SubmitButtonProps = {
  children: ReactNode;
  className?: string;
  /** Sent with the form, e.g. an `intent` when one action handles several buttons. */
  name?: string;
  value?: string;
  /**
   * Keep the button pressable while the form is incomplete: pressing it shows every field's error and moves
   * the focus to the first. For long forms whose missing part may be out of sight, where a grey button
   * would not say what is missing.
   */
  pressableWhenIncomplete?: boolean;
};

/**
 * The submit button of a PostForm. With JavaScript it is disabled while the form is incomplete
 * or unconsented (unless `pressableWhenIncomplete`) and while the post is in flight, and comes back 2 s after a
 * send — at once when the send failed. Without JavaScript it is a plain submit button.
 */
export function SubmitButton({ children, className, name, value, pressableWhenIncomplete }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const submitting = useIsSubmitting();
  const { isValid } = useFormContext();
  const { complete } = usePostForm();
  const [coolingDown, setCoolingDown] = useState(false);
  const wasSubmitting = useRef(false);

  useEffect(() => {
    if (submitting) wasSubmitting.current = true;
    else if (wasSubmitting.current) {
      wasSubmitting.current = false;
      setCoolingDown(true);
    }
  }, [submitting]);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), SUBMIT_REENABLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  // A failed send shows errors, which makes the form invalid: the button comes back at once then.
  const disabled = hydrated && (submitting || (coolingDown && isValid) || (!complete && !pressableWhenIncomplete));
  return (
    <button
      type="submit"
      className={className ? `button ${className}` : "button"}
      disabled={disabled}
      aria-busy={submitting || undefined}
      name={name}
      value={value}
    >
      {children}
    </button>
  );
}
