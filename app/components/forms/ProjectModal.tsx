import { Modal } from "~/components/modals/Modal";
import { LABEL_ORDER_PROJECT } from "~/config/messages/common";
import { ProjectForm } from "./ProjectForm";

type FormModalProps = { closeHref: string; searchParams: URLSearchParams };

/** `?modal=project`: the header's "Заказать проект". Success returns to the page under the modal. */
export default function ProjectModal({ closeHref }: FormModalProps) {
  return (
    <Modal title={LABEL_ORDER_PROJECT} closeHref={closeHref}>
      <ProjectForm source={closeHref} />
    </Modal>
  );
}
