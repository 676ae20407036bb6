import { useHydrated } from "remix-utils/use-hydrated";
import { ADMIN_PRINT } from "~/config/messages/admin-orders";

/** «Печать» above a printable document: only once scripts run (without them the browser's own print is there), never printed. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <p className="print-doc__noprint">
      <button type="button" className="admin__button" onClick={() => window.print()}>
        {ADMIN_PRINT}
      </button>
    </p>
  );
}
