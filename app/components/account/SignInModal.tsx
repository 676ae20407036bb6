import { Modal } from "~/components/modals/Modal";
import { useRootData } from "~/components/layout/root-data";
import { LABEL_SIGN_IN_TITLE } from "~/config/messages/common";
import { SignInPanel } from "./SignInPanel";

/** `?modal=login`: the sign-in steps in a modal (any page can open it); the root loader reads the step for it. */
export default function SignInModal({ closeHref }: { closeHref: string }) {
  const view = useRootData()?.signIn ?? { step: "phone" as const, phone: "", resendIn: 0, pendingPhone: null };
  return (
    <Modal title={LABEL_SIGN_IN_TITLE} closeHref={closeHref} size="medium">
      <SignInPanel view={view} />
    </Modal>
  );
}
