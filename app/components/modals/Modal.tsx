import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { LABEL_MODAL_CLOSE } from "~/config/messages/layout";
import { CloseIcon } from "~/components/ui/icons";
import { PageLink } from "~/components/ui/PageLink";

/**
 * Width classes: `large` is the 860 px modal of the lead forms, `medium` the 544 px sign-in modal, `small` the 530 px
 * info modal body (360 px on small screens).
 */
export type ModalSize = "large" | "medium" | "small";

export type ModalProps = {
  title: ReactNode;
  /** Where closing goes: the current page without the modal's URL state. Also the no-JS close link. */
  closeHref: string;
  /** With JS, called instead of navigating to `closeHref` (modals whose state is not in the URL). */
  onClose?: () => void;
  size?: ModalSize;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog rendered open by the server (a modal is URL state): the close button and the backdrop are links to
 * `closeHref`, so it works without JavaScript. With JavaScript it also closes on Escape, keeps focus inside
 * and gives focus back on close. Page scroll is locked by CSS while any `.modal` is in the document.
 */
export function Modal({ title, closeHref, onClose, size = "large", children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const close = () => (onClose ? onClose() : navigate(closeHref, { preventScrollReset: true }));
  // The keyboard handler is bound once; it calls the latest `close`, kept after every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    if (!dialog.contains(document.activeElement)) dialog.focus();

    function onKeyDown(event: KeyboardEvent) {
      // Only the topmost dialog (the last one in the document) answers the keyboard.
      const dialogs = document.querySelectorAll(".modal__dialog");
      if (!dialog || dialogs[dialogs.length - 1] !== dialog) return;
      if (event.key === "Escape") {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === "Tab") {
        trapFocus(dialog, event);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (before && document.contains(before)) before.focus({ preventScroll: true });
    };
  }, []);

  const onCloseClick = (event: React.MouseEvent) => {
    if (!onClose) return; // the link navigates by itself
    event.preventDefault();
    onClose();
  };

  return (
    <div className={`modal modal--${size}`}>
      <PageLink to={closeHref} className="modal__backdrop" tabIndex={-1} aria-hidden="true" keepScroll onClick={onCloseClick} />
      <div ref={dialogRef} className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <PageLink to={closeHref} className="modal__close" aria-label={LABEL_MODAL_CLOSE} keepScroll onClick={onCloseClick}>
            <CloseIcon size={22} />
          </PageLink>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapFocus(dialog: HTMLElement, event: KeyboardEvent) {
  // tabindex=-1 fields (the honeypot) are focusable but not in the Tab order, so they cannot end the cycle.
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && el.offsetParent !== null);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
