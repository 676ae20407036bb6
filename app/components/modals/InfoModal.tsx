import { useLocation } from "@remix-run/react";
import { LABEL_CLOSE, LABEL_OK } from "~/config/messages/common";
import { Modal } from "./Modal";
import { PageLink } from "~/components/ui/PageLink";

/** The info modal's state (`successModal`): title, optional text, kind and, for `routeError`, the path «Ок» leads to. */
export type InfoModalData = {
  title: string;
  text?: string;
  type?: "success" | "error" | "routeError";
  path?: string;
};

export type InfoModalProps = {
  modal: InfoModalData;
  /** With JS: «Закрыть» and the backdrop. */
  onClose: () => void;
  /** With JS: «Ок». Defaults to closing. */
  onOk?: () => void;
};

/**
 * The info modal: title, optional text, «Закрыть» and «Ок». Without JavaScript both are links: close
 * reloads the current page (the flash is already spent), «Ок» goes to `path` for a `routeError`. Loaded when
 * first shown (`InfoModalHost`), so the modal's code is not part of every page's first load.
 */
export default function InfoModal({ modal, onClose, onOk }: InfoModalProps) {
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
          <PageLink to={here} className="button button--ghost" keepScroll onClick={onCloseClick}>
            {LABEL_CLOSE}
          </PageLink>
          <PageLink to={okHref} className="button" onClick={onOkClick}>
            {LABEL_OK}
          </PageLink>
        </div>
      </div>
    </Modal>
  );
}
