import { useEffect, useId, useRef, useState } from "react";
import { useField } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import { describedBy, FieldShell, fieldState } from "~/components/forms/FieldShell";
import { FilePicker } from "~/components/forms/FilePicker";
import { usePostForm } from "~/components/forms/PostForm";
import { LABEL_FILE_CHOOSE, LABEL_FILES_CHOOSE, MSG_NO_FILE_CHOSEN, MSG_NO_FILES_CHOSEN } from "~/config/messages/forms";

export type AdminFileFieldProps = {
  name: string;
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  className?: string;
};

/**
 * A back-office file field (a catalogue to import, a good's or a section's photos) behind the Russian
 * `FilePicker`; with JavaScript the chosen names show beside the button. What a file is, the server judges
 * from its content; its refusal shows here.
 */
export function AdminFileField({ name, label, hint, accept, multiple = false, className }: AdminFileFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { error } = useField(name);
  const { recheck } = usePostForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  // A form reset (after a send) empties the input; the names follow.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => setChosen([]);
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);

  function onPick(input: HTMLInputElement) {
    setChosen(Array.from(input.files ?? [], (file) => file.name));
    recheck();
  }

  const nothing = multiple ? MSG_NO_FILES_CHOSEN : MSG_NO_FILE_CHOSEN;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} state={fieldState(error, chosen.length > 0)} className={className}>
      <FilePicker
        id={id}
        name={name}
        accept={accept}
        multiple={multiple}
        button={multiple ? LABEL_FILES_CHOOSE : LABEL_FILE_CHOOSE}
        invalid={Boolean(error)}
        describedBy={describedBy(id, error, hint)}
        inputRef={inputRef}
        onPick={onPick}
        status={hydrated ? (chosen.length > 0 ? chosen.join(", ") : nothing) : null}
      />
    </FieldShell>
  );
}
