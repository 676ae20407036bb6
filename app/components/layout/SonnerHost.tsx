import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { LABEL_NOTIFICATIONS } from "~/config/messages/layout";
import type { FlashToast } from "./root-data";
import { showToast } from "./toast";

/**
 * sonner's toaster, in a chunk of its own so it is not part of the first load (the home page's
 * first-load JavaScript is budgeted at 110 KB gzip).
 * The flash toast is shown once the toaster is mounted, so it is never lost to the lazy load.
 */
export default function SonnerHost({ flash, small }: { flash: FlashToast | null; small: boolean }) {
  useEffect(() => {
    if (flash) showToast({ kind: flash.kind, title: flash.title, description: flash.description, id: flash.id });
  }, [flash]);
  return (
    <SonnerToaster
      position={small ? "bottom-left" : "top-right"}
      offset={{ top: 150, right: "3.6%" }}
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      containerAriaLabel={LABEL_NOTIFICATIONS}
      closeButton
      toastOptions={{ className: "toast" }}
    />
  );
}
