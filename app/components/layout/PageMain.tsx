import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The page's `<main>`: fades in over 1 s when a page arrives and out over 0.5 s while the next page loads
 * (spec §2), by CSS, and not at all under `prefers-reduced-motion`. A change of query only (filters, sort,
 * modals) does not fade. The first page of a visit is not faded in: it is already painted by the server, and
 * hiding it for a second would only delay what the shopper (and Lighthouse's LCP) sees.
 */
export function PageMain({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const firstPath = useRef(location.pathname);
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    if (location.pathname !== firstPath.current) setArrived((n) => n + 1);
  }, [location.pathname]);
  return (
    <main
      key={arrived}
      id="main"
      className="page-main"
      tabIndex={-1}
      data-leaving={leaving || undefined}
      data-arrived={arrived > 0 || undefined}
    >
      {children}
    </main>
  );
}
