import { useId } from "react";
import { useField } from "remix-validated-form";
import { describedBy, FieldShell, fieldState } from "~/components/forms/FieldShell";
import { usePostForm } from "~/components/forms/PostForm";

/**
 * One catalogue file (CSV, XML or a zip of one) for the import form; its type is judged by the server from the
 * content. Not required by the browser: the form takes an address instead.
 */
export function CatalogueFileField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const id = useId();
  const { error, touched } = useField(name);
  const { recheck } = usePostForm();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} state={fieldState(error, touched)}>
      <input
        id={id}
        name={name}
        type="file"
        accept=".csv,.xml,.yml,.zip,text/csv,text/xml,application/xml,application/zip"
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={recheck}
      />
    </FieldShell>
  );
}
