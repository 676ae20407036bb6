import { Link, type BlockerFunction, useBeforeUnload, useBlocker, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useState } from "react";
import { LABEL_CLOSE, LABEL_OK } from "~/config/messages/common";
import { MSG_LEAVE_UNSAVED_TITLE } from "~/config/messages/layout";
import { useFormChanged } from "./form-changed";
import { Modal } from "./Modal";

/** The info modal's state (`successModal`): title, optional text, kind and, for `routeError`, the path «Ок» leads to. */
export type InfoModalData = {
  title: string;
  text?: string;
  type?: "success" | "error" | "routeError";
  path?: string;
};

type InfoModalProps = {
  modal: InfoModalData;
  /** With JS: «Закрыть» and the backdrop. */
  onClose: () => void;
  /** With JS: «Ок». Defaults to closing. */
  onOk?: () => void;
};

/**
 * The info modal: title, optional text, «Закрыть» and «Ок». Without JavaScript both are links: close
 * reloads the current page (the flash is already spent), «Ок» goes to `path` for a `routeError`.
 */
export function InfoModal({ modal, onClose, onOk }: InfoModalProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const okHref = modal.type === "routeError" && modal.path ? modal.path : here;

  const onOkClick = (event: React.MouseEvent) => {
    event.preventDefault();
    (onOk ?? onClose)();
  };
  const onCloseClick = (event: React.MouseEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <Modal title={modal.title} closeHref={here} onClose={onClose} size="small">
      <div className={`info-modal info-modal--${modal.type ?? "success"}`}>
        {modal.text ? <p className="info-modal__text">{modal.text}</p> : null}
        <div className="info-modal__actions">
          <Link to={here} className="button button--ghost" preventScrollReset onClick={onCloseClick}>
            {LABEL_CLOSE}
          </Link>
          <Link to={okHref} className="button" onClick={onOkClick}>
            {LABEL_OK}
          </Link>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The default layout's info modal: the one the server sent in the flash (rendered open on the server, so it
 * works without JS), and, with JS, the `routeError` modal asking before leaving a page whose form has unsaved
 * changes (`useFormChanged`). «Ок» clears the flag and goes on to the stored path.
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

  if (blocker.state === "blocked") {
    const path = `${blocker.location.pathname}${blocker.location.search}`;
    return (
      <InfoModal
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
  return <InfoModal modal={shown} onClose={() => setShown(null)} onOk={goToPath} />;
}
