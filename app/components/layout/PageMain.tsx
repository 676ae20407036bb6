import { useLocation, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";

/**
 * The page's `<main>`: fades in over 1 s when a page arrives and out over 0.5 s while the next page loads
 * by CSS, and not at all under `prefers-reduced-motion`. A change of query only (filters, sort,
 * modals) does not fade. The first page of a visit is not faded in: it is already painted by the server, and
 * hiding it for a second would only delay what the shopper (and Lighthouse's LCP) sees.
 */
export function PageMain({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const [firstPath] = useState(location.pathname);
  const [arrived, setArrived] = useState(false);
  // Derived during render (React's pattern for state that follows a value), so an arriving page is rendered
  // once, with its key, rather than rendered and then remounted by an effect.
  if (!arrived && location.pathname !== firstPath) setArrived(true);
  return (
    <main
      // A new element per page restarts the fade-in.
      key={location.pathname}
      id="main"
      className="page-main"
      tabIndex={-1}
      data-leaving={leaving || undefined}
      data-arrived={arrived || undefined}
    >
      {children}
    </main>
  );
}
