import type { ReactNode } from "react";
import { useFormChanged } from "~/components/modals/form-changed";

/**
 * Marks the `formChanged` flag while an account form inside holds unsaved edits, so they are not lost silently:
 * the root layout's leave guard asks before navigating away. Sending the form clears it.
 */
export function FormChangedGuard({ children }: { children: ReactNode }) {
  const [, setFormChanged] = useFormChanged();
  return (
    <div onInput={() => setFormChanged(true)} onSubmit={() => setFormChanged(false)}>
      {children}
    </div>
  );
}
