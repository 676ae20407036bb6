import { Modal } from "~/components/modals/Modal";
import { LABEL_PRESENTATION } from "~/config/messages/forms";
import { PresentationForm } from "./PresentationForm";

type FormModalProps = { closeHref: string; searchParams: URLSearchParams };

/** `?modal=presentation`: the presentation request of the home and about pages. */
export default function PresentationModal({ closeHref }: FormModalProps) {
  return (
    <Modal title={LABEL_PRESENTATION} closeHref={closeHref}>
      <PresentationForm source={closeHref} />
    </Modal>
  );
}
