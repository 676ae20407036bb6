import { useEffect, useRef, type ReactNode } from "react";
import { PHONE_MASK, PHONE_MASK_SAMPLE } from "~/config/constants";
import { MSG_PHONE_HINT } from "~/config/messages/common";
import { LABEL_PHONE } from "~/config/messages/forms";
import { nationalDigits } from "~/lib/phone";
import { Field } from "./Field";

export type PhoneFieldProps = {
  name?: string;
  label?: ReactNode;
  required?: boolean;
  className?: string;
};

/**
 * The phone field: the server renders a plain `<input type="tel" autocomplete="tel">` and normalises whatever
 * arrives (digits only, a leading 8 becomes 7), so no-JS users send the same data. The imask mask attaches only
 * in the browser and is imported on demand, so it stays out of the root bundle; it reads what is typed the way
 * the server does.
 */
export function PhoneField({ name = "phone", label = LABEL_PHONE, required = true, className }: PhoneFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import("imask").then(({ default: IMask }) => {
      if (cancelled) return;
      const mask = IMask(input, {
        mask: PHONE_MASK,
        // Typed, pasted or autofilled: "8 916…", "+7 (916)…", "7916…" and "916…" all fill the same ten digits.
        // A tail the mask moves after a deletion is already national digits.
        prepare: (chunk, masked, flags) => (flags.tail ? chunk : nationalDigits(chunk, masked.unmaskedValue === "")),
      });
      // Tell the form (quiet completeness check, rvf validation) about values the mask wrote.
      mask.on("accept", () => input.dispatchEvent(new Event("change", { bubbles: true })));
      detach = () => mask.destroy();
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, []);

  return (
    <Field
      name={name}
      label={label}
      type="tel"
      required={required}
      className={className}
      inputRef={inputRef}
      hint={`${MSG_PHONE_HINT} ${PHONE_MASK_SAMPLE}`}
      inputProps={{ autoComplete: "tel", inputMode: "tel", placeholder: PHONE_MASK_SAMPLE }}
    />
  );
}
