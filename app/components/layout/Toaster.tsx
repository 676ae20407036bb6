import { useEffect, useSyncExternalStore } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useHydrated } from "remix-utils/use-hydrated";
import { LABEL_NOTIFICATIONS } from "~/config/messages";
import type { FlashToast } from "./root-data";
import { defaultToastTitle, showToast } from "./toast";

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
 * Toasts (spec §2 "Toasts"): top right, 150 px from the top and 3.6 % from the right; bottom left up to 600 px.
 * The flash toast from the server shows through sonner once hydrated; before that (and without JS) the server
 * renders the same message in a `role="status"` region.
 */
export function Toaster({ flash }: { flash: FlashToast | null }) {
  const hydrated = useHydrated();
  const small = useSmallScreen();

  useEffect(() => {
    if (flash) showToast({ kind: flash.kind, title: flash.title, description: flash.description, id: flash.id });
  }, [flash]);

  return (
    <>
      <SonnerToaster
        position={small ? "bottom-left" : "top-right"}
        offset={{ top: 150, right: "3.6%" }}
        mobileOffset={{ bottom: 16, left: 16, right: 16 }}
        containerAriaLabel={LABEL_NOTIFICATIONS}
        closeButton
        toastOptions={{ className: "toast" }}
      />
      {!hydrated && flash ? (
        <div className={`flash-status flash-status--${flash.kind}`} role="status" data-testid="flash-status">
          <p className="flash-status__title">{flash.title || defaultToastTitle(flash.kind)}</p>
          {flash.description ? <p className="flash-status__text">{flash.description}</p> : null}
        </div>
      ) : null}
    </>
  );
}
