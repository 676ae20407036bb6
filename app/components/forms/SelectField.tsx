import { useId, type ReactNode } from "react";
import { useField } from "remix-validated-form";
import { FieldShell, describedBy, fieldState } from "./FieldShell";

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option ("Выберите …"); choosing it counts as no answer. None: every option is an answer. */
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** A labelled `<select>` bound to remix-validated-form, the select twin of `Field`. */
export function SelectField({ name, label, options, placeholder, hint, required, className }: SelectFieldProps) {
  const id = useId();
  const { error, touched, getInputProps } = useField(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} state={fieldState(error, touched)} required={required} className={className}>
      <select
        {...getInputProps({ id })}
        className="field__input field__input--select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
