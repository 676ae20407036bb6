import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * With JavaScript, `<details>` menus inside `container` close on route change, on a click outside them and
 * on Escape, as dropdowns and the mobile menu should. Without
 * JavaScript they stay plain `<details>`.
 */
export function useCloseDetails(container: RefObject<HTMLElement>): void {
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  // Only a route change closes them: at hydration the page is the same one, and a menu opened before the
  // scripts ran must stay open.
  const shownPage = useRef(page);

  useEffect(() => {
    if (page === shownPage.current) return;
    shownPage.current = page;
    closeAll(container.current);
  }, [container, page]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const root = container.current;
      if (!root) return;
      for (const details of root.querySelectorAll<HTMLDetailsElement>("details[open]")) {
        if (!details.contains(event.target as Node)) details.open = false;
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const open = container.current?.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      closeAll(container.current);
      open.querySelector("summary")?.focus();
    }
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container]);
}

function closeAll(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((details) => {
    details.open = false;
  });
}
