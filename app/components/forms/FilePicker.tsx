import type { ReactNode, Ref } from "react";

export type FilePickerProps = {
  /** The input's id; the field's own label points at it too. */
  id: string;
  name: string;
  accept: string;
  multiple?: boolean;
  /** The Russian button's text. */
  button: string;
  invalid: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Called with the input after each choice (with JavaScript only). */
  onPick?: (input: HTMLInputElement) => void;
  /** Shown beside the button: what is chosen, or that nothing is (rendered once hydrated by the caller). */
  status?: ReactNode;
};

/**
 * A file input whose browser-drawn control («Choose File / No file chosen», in the browser's language) is hidden
 * behind a Russian button: a second label of the input, so it opens the picker without JavaScript too, and the
 * input stays the one the field's label names. Keyboard focus on the input rings the button.
 */
export function FilePicker({ id, name, accept, multiple, button, invalid, describedBy, inputRef, onPick, status }: FilePickerProps) {
  return (
    <div className="field__picker">
      <input
        ref={inputRef}
        id={id}
        type="file"
        name={name}
        multiple={multiple}
        accept={accept}
        className="field__file"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={onPick ? (event) => onPick(event.currentTarget) : undefined}
      />
      <label htmlFor={id} className="button button--outline field__pick" aria-hidden="true">
        {button}
      </label>
      {status ? <span className="field__picked">{status}</span> : null}
    </div>
  );
}
