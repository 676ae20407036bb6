import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useField } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import { ALLOWED_FILE_EXTENSIONS } from "~/config/constants";
import { MSG_FILE_HINT } from "~/config/messages/common";
import { LABEL_FILE_REMOVE, LABEL_FILE_SIZE_KB, LABEL_FILES_ADD, MSG_NO_FILES_CHOSEN } from "~/config/messages/forms";
import { checkFileSelection, fileHintDurationMs, fileProblemMessage, fileSizeKb, type FileProblem } from "~/lib/files";
import { ErrorList, fieldState } from "./FieldShell";
import { FilePicker } from "./FilePicker";
import { usePostForm } from "./PostForm";

export type FileFieldProps = {
  /** `files` (idea form) or `upload_images` (custom size form). */
  name: string;
  label: ReactNode;
  className?: string;
};

const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** Puts exactly `files` into the input, so the form posts what the list shows. */
function setInputFiles(input: HTMLInputElement, files: readonly File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * A multiple file input with the upload rules of `app/lib/files.ts` (allowed extensions, each file and the
 * total under 10 000 KB) behind the Russian `FilePicker`. Without JavaScript the server checks everything. With
 * JavaScript the chosen files are listed by name, and the user can trim the list one file at a time; a selection
 * that breaks a rule is dropped, logged, and the hint turns into the error for 2 s (type) or 4 s (size).
 */
export function FileField({ name, label, className }: FileFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { error } = useField(name);
  const { recheck } = usePostForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<FileProblem | null>(null);

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), fileHintDurationMs(problem));
    return () => clearTimeout(timer);
  }, [problem]);

  // A form reset (after a send) empties the input; the list follows.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => setFiles([]);
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);

  function keep(next: File[]) {
    setFiles(next);
    if (inputRef.current) setInputFiles(inputRef.current, next);
    recheck();
  }

  function onPick(input: HTMLInputElement) {
    const candidate = [...files, ...Array.from(input.files ?? [])];
    const found = checkFileSelection(candidate);
    if (found) {
      console.warn("[files] selection refused", found);
      setProblem(found);
      keep(files);
      return;
    }
    keep(candidate);
  }

  const state = problem ? "invalid" : fieldState(error, files.length > 0);
  return (
    <div className={`field field--file field--${state}${className ? ` ${className}` : ""}`} data-state={state}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FilePicker
        id={id}
        name={name}
        accept={ACCEPT}
        multiple
        button={LABEL_FILES_ADD}
        invalid={Boolean(error || problem)}
        describedBy={`${id}-hint${error ? ` ${id}-error` : ""}`}
        inputRef={inputRef}
        onPick={hydrated ? onPick : undefined}
        status={hydrated && files.length === 0 ? MSG_NO_FILES_CHOSEN : null}
      />
      <div className={problem ? "field__hint field__hint--error" : "field__hint"} id={`${id}-hint`} role={problem ? "alert" : undefined}>
        {problem ? `${fileProblemMessage(problem)}. ${MSG_FILE_HINT}` : MSG_FILE_HINT}
      </div>
      {files.length > 0 ? (
        <ul className="field__files">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <span>
                {file.name} ({LABEL_FILE_SIZE_KB(fileSizeKb(file.size))})
              </span>
              <button
                type="button"
                className="field__file-remove"
                aria-label={`${LABEL_FILE_REMOVE} ${file.name}`}
                onClick={() => keep(files.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorList id={`${id}-error`} error={error} />
    </div>
  );
}
