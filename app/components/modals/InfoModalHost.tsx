import { type BlockerFunction, useBeforeUnload, useBlocker, useNavigate } from "@remix-run/react";
import { Suspense, useCallback, useEffect, useState } from "react";
import { MSG_LEAVE_UNSAVED_TITLE } from "~/config/messages/layout";
import { useFormChanged } from "./form-changed";
import type { InfoModalData, InfoModalProps } from "./InfoModal";
import { lazyModal } from "./lazy-modal";

const infoModal = lazyModal<InfoModalProps>(() => import("./InfoModal"));

/**
 * The default layout's info modal: the one the server sent in the flash (rendered open on the server, so it
 * works without JS), and, with JS, the `routeError` modal asking before leaving a page whose form has unsaved
 * changes (`useFormChanged`). «Ок» clears the flag and goes on to the stored path. A flash modal the server
 * rendered stays as sent until the modal's code arrives (React keeps the server's HTML of a suspended part).
 */
export function InfoModalHost({ flashModal }: { flashModal: InfoModalData | null }) {
  const [shown, setShown] = useState(flashModal);
  // A later revalidation brings no flash: keep what is shown until the user closes it.
  const [lastFlash, setLastFlash] = useState(flashModal);
  if (flashModal !== lastFlash) {
    setLastFlash(flashModal);
    if (flashModal) setShown(flashModal);
  }

  const [formChanged, setFormChanged] = useFormChanged();
  const navigate = useNavigate();
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => formChanged && currentLocation.pathname !== nextLocation.pathname,
      [formChanged],
    ),
  );
  useBeforeUnload(
    useCallback(
      (event) => {
        if (formChanged) event.preventDefault();
      },
      [formChanged],
    ),
  );

  // The leave-unsaved question must not wait for the modal's code once a form has changes.
  useEffect(() => {
    if (formChanged) void infoModal.preload();
  }, [formChanged]);

  if (blocker.state === "blocked") {
    const path = `${blocker.location.pathname}${blocker.location.search}`;
    return (
      <LazyInfoModal
        modal={{ title: MSG_LEAVE_UNSAVED_TITLE, type: "routeError", path }}
        onClose={() => blocker.reset()}
        onOk={() => {
          setFormChanged(false);
          blocker.proceed();
        }}
      />
    );
  }
  if (!shown) return null;
  const { path } = shown;
  const goToPath =
    shown.type === "routeError" && path
      ? () => {
          setFormChanged(false);
          setShown(null);
          navigate(path);
        }
      : undefined;
  return <LazyInfoModal modal={shown} onClose={() => setShown(null)} onOk={goToPath} />;
}

/** The info modal, its code loaded on demand (the server renders it in full). */
function LazyInfoModal(props: InfoModalProps) {
  return (
    <Suspense fallback={null}>
      <infoModal.Component {...props} />
    </Suspense>
  );
}
