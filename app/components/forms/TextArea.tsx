import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { FieldShell, describedBy, fieldState } from "./FieldShell";

export type TextAreaProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
  className?: string;
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue" | "required">;
};

/** A labelled multi-line field, the TextArea twin of `Field`. */
export function TextArea({ name, label, hint, required, rows = 4, className, textareaProps }: TextAreaProps) {
  const id = useId();
  const { error, touched, getInputProps } = useField(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} state={fieldState(error, touched)} required={required} className={className}>
      <textarea
        {...getInputProps({ ...textareaProps, id, rows })}
        className="field__input field__input--textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
