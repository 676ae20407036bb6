import type { ReactNode } from "react";
import { CODE_LENGTH } from "~/config/constants";
import { foldCode } from "~/lib/code-text";
import { Field } from "./Field";

export type CodeFieldProps = {
  name?: string;
  label: ReactNode;
  className?: string;
};

/** A one-time code: 4 characters, shown upper-case and centred, Cyrillic look-alikes as Latin; the schema folds it too. */
export function CodeField({ name = "code", label, className }: CodeFieldProps) {
  return (
    <Field
      name={name}
      label={label}
      required
      className={className ? `field--code ${className}` : "field--code"}
      inputProps={{
        autoComplete: "one-time-code",
        maxLength: CODE_LENGTH,
        autoCapitalize: "characters",
        spellCheck: false,
        onInput: (event) => {
          const input = event.currentTarget;
          input.value = foldCode(input.value);
        },
      }}
    />
  );
}
