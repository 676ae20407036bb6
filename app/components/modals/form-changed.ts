import { useSyncExternalStore } from "react";

/**
 * The `formChanged` flag, client state only (no cookie, no URL). A form with unsaved edits sets it; the root
 * layout's leave guard then asks before the user navigates away (the `routeError` info modal), and «Ок»
 * clears it. Server render always sees `false`.
 */
let changed = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the flag (true while a form holds unsaved edits). */
export function setFormChanged(value: boolean): void {
  if (changed === value) return;
  changed = value;
  for (const listener of listeners) listener();
}

/** `[formChanged, setFormChanged]`, re-rendering when the flag changes. */
export function useFormChanged(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => changed,
    () => false,
  );
  return [value, setFormChanged];
}
