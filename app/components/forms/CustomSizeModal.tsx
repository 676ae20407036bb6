import { Modal } from "~/components/modals/Modal";
import { LABEL_CUSTOM_SIZE, LABEL_ENTER_CONFIRM_CODE } from "~/config/messages/common";
import { positiveId } from "./url-ids";
import { CUSTOM_SIZE_CONFIRM_STEP } from "~/forms/custom-size";
import { CustomSizeConfirmForm, CustomSizeForm } from "./CustomSizeForm";

type FormModalProps = { closeHref: string; searchParams: URLSearchParams };

/**
 * `?modal=custom-size&good={id}`: "Заказать по индивидуальным размерам"; `&step=confirm` is step 2,
 * "Введите код подтверждения", where step 1's success sends the user.
 */
export default function CustomSizeModal({ closeHref, searchParams }: FormModalProps) {
  const confirming = searchParams.get("step") === CUSTOM_SIZE_CONFIRM_STEP;
  return (
    <Modal title={confirming ? LABEL_ENTER_CONFIRM_CODE : LABEL_CUSTOM_SIZE} closeHref={closeHref}>
      {confirming ? <CustomSizeConfirmForm /> : <CustomSizeForm source={closeHref} goodId={positiveId(searchParams.get("good"))} inModal />}
    </Modal>
  );
}
