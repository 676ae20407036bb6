import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useField } from "remix-validated-form";
import { FieldShell, describedBy, fieldState } from "./FieldShell";

/** The input types the field accepts; anything else (checkbox, file, select) has its own component. */
export type FieldType = "text" | "password" | "tel" | "search" | "number" | "email" | "date" | "url";

export type FieldProps = {
  name: string;
  label: ReactNode;
  type?: FieldType;
  hint?: ReactNode;
  /** Marks the label and sets the browser's own check (used before hydration / without JS). */
  required?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Anything else for the `<input>` (autoComplete, placeholder, maxLength, inputMode, …). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "id" | "defaultValue" | "required">;
};

/** A labelled input bound to remix-validated-form by `name`, with hint and accessible error list. */
export function Field({ name, label, type = "text", hint, required, className, inputRef, inputProps }: FieldProps) {
  const id = useId();
  const { error, touched, getInputProps } = useField(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} state={fieldState(error, touched)} required={required} className={className}>
      <input
        {...getInputProps({ ...inputProps, type, id })}
        ref={inputRef}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
