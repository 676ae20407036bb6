import { useId } from "react";
import { useField } from "remix-validated-form";
import { describedBy, FieldShell, fieldState } from "~/components/forms/FieldShell";

/**
 * Photos to upload with a catalogue form (JPEG, PNG or WebP; `multiple` for a good's several photos). What a
 * file is, the backend judges from its content; its refusal shows here.
 */
export function PhotoFileField({ name, label, hint, multiple = false }: { name: string; label: string; hint: string; multiple?: boolean }) {
  const id = useId();
  const { error } = useField(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} state={fieldState(error, false)} className="admin__form-wide">
      <input
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={multiple}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
