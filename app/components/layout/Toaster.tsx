import { lazy, Suspense, useSyncExternalStore } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FlashToast } from "./root-data";
import { defaultToastTitle } from "./toast";

const SonnerHost = lazy(() => import("./SonnerHost"));

const SMALL_SCREEN = "(max-width: 600px)";

function useSmallScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(SMALL_SCREEN);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

/**
 * Toasts: top right, 150 px from the top and 3.6 % from the right; bottom left up to 600 px.
 * The flash toast from the server shows through sonner once hydrated; before that (and without JS) the server
 * renders the same message in a `role="status"` region.
 */
export function Toaster({ flash }: { flash: FlashToast | null }) {
  const hydrated = useHydrated();
  const small = useSmallScreen();

  return (
    <>
      {hydrated ? (
        <Suspense fallback={null}>
          <SonnerHost flash={flash} small={small} />
        </Suspense>
      ) : null}
      {!hydrated && flash ? (
        <div className={`flash-status flash-status--${flash.kind}`} role="status" data-testid="flash-status">
          <p className="flash-status__title">{flash.title || defaultToastTitle(flash.kind)}</p>
          {flash.description ? <p className="flash-status__text">{flash.description}</p> : null}
        </div>
      ) : null}
    </>
  );
}
