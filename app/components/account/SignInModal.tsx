// Placeholder until the account engineer replaces it: the modal frame with a link to the full-page form.
import { Link } from "@remix-run/react";
import { Modal } from "~/components/modals/Modal";
import { LABEL_SIGN_IN_TITLE, LABEL_OPEN_FULL_PAGE } from "~/config/messages";

export default function SignInModal({ closeHref }: { closeHref: string }) {
  return (
    <Modal title={LABEL_SIGN_IN_TITLE} closeHref={closeHref} size="medium">
      <p>
        <Link to={"/login"}>{LABEL_OPEN_FULL_PAGE}</Link>
      </p>
    </Modal>
  );
}
