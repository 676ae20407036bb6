import { useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The page's `<main>`: fades in over 1 s when a page arrives and out over 0.5 s while the next page loads
 * (spec §2), by CSS, and not at all under `prefers-reduced-motion`. A change of query only (filters, sort,
 * modals) does not fade.
 */
export function PageMain({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <main id="main" className="page-main" tabIndex={-1} data-leaving={leaving || undefined}>
      {children}
    </main>
  );
}
