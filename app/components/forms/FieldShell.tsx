import type { ReactNode } from "react";

/** Visual state of a field: valid, invalid, or editable (not yet judged). */
export type FieldState = "valid" | "invalid" | "editable";

/** invalid when there is an error, valid once the user has touched it and it passed, editable before that. */
export function fieldState(error: string | undefined, touched: boolean): FieldState {
  if (error) return "invalid";
  return touched ? "valid" : "editable";
}

/** ids that tie an input to its hint and error list (`aria-describedby`). */
export function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type FieldShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  state: FieldState;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error list: the layout every kit field shares. */
export function FieldShell({ id, label, error, hint, state, required, className, children }: FieldShellProps) {
  return (
    <div className={`field field--${state}${className ? ` ${className}` : ""}`} data-state={state}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      <ErrorList id={`${id}-error`} error={error} />
    </div>
  );
}

/** The error area of a field; always rendered so screen readers find it, empty when there is no error. */
export function ErrorList({ id, error }: { id: string; error?: string }) {
  return (
    <ul className="field__errors" id={id} aria-live="polite">
      {error ? <li>{error}</li> : null}
    </ul>
  );
}
