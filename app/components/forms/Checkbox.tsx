import { useId, type ReactNode } from "react";
import { useField } from "remix-validated-form";
import { ErrorList, fieldState } from "./FieldShell";

export type CheckboxProps = {
  name: string;
  /** Text beside the box; pass `labelHtml` instead for server-sanitized HTML. */
  label?: ReactNode;
  labelHtml?: string;
  /** Sent when ticked; the schemas accept "on" (the browser default) and "1". */
  value?: string;
  required?: boolean;
  className?: string;
};

/** A labelled checkbox bound to remix-validated-form, with its own error list. */
export function Checkbox({ name, label, labelHtml, value = "on", required, className }: CheckboxProps) {
  const id = useId();
  const { error, touched, getInputProps } = useField(name);
  const state = fieldState(error, touched);
  return (
    <div className={`field field--checkbox field--${state}${className ? ` ${className}` : ""}`} data-state={state}>
      <input
        {...getInputProps({ type: "checkbox", id, value })}
        className="field__checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {labelHtml !== undefined ? (
        // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the label's text is the sanitized HTML, which the rule cannot see
        <label className="field__label field__label--checkbox" htmlFor={id} dangerouslySetInnerHTML={{ __html: labelHtml }} />
      ) : (
        <label className="field__label field__label--checkbox" htmlFor={id}>
          {label}
        </label>
      )}
      <ErrorList id={`${id}-error`} error={error} />
    </div>
  );
}
