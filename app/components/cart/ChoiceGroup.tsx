import { useId, type ReactNode } from "react";
import { useField } from "remix-validated-form";

/** `kind` marks a choice for CSS (`data-kind`), e.g. the payment that shows the company's fields. */
export type Choice = { value: string; title: ReactNode; text?: ReactNode; kind?: string };

type ChoiceGroupProps = {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  required?: boolean;
  className?: string;
  /** Shown when there is nothing to choose from. */
  emptyText?: ReactNode;
};

/**
 * A radio group bound to remix-validated-form: a fieldset with a legend, one card per choice, and the error
 * list the group's `aria-describedby` points at. The checked choice is refilled after a server-side error.
 */
export function ChoiceGroup({ name, legend, choices, required, className, emptyText }: ChoiceGroupProps) {
  const id = useId();
  const { error, getInputProps } = useField(name);
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`choice-group${className ? ` ${className}` : ""}`}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      data-testid={`choice-${name}`}
    >
      <legend className="choice-group__legend">{legend}</legend>
      {/* Above the choices: focus lands on the first choice, and a long list must not hide why. */}
      <ul className="choice-group__error field__errors" id={errorId} aria-live="polite">
        {error ? <li>{error}</li> : null}
      </ul>
      {choices.length === 0 && emptyText ? <p className="choice-group__empty">{emptyText}</p> : null}
      <div className="choice-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input {...getInputProps({ type: "radio", value: choice.value })} required={required} data-kind={choice.kind} />
            <span>
              <span className="choice__title">{choice.title}</span>
              {choice.text ? <span className="choice__text">{choice.text}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
