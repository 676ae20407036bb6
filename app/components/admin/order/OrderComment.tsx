import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import { ADMIN_SAVE } from "~/config/messages/admin-common";
import { ADMIN_MANAGER_COMMENT } from "~/config/messages/admin-orders";
import { adminOrderCommentValidator } from "~/forms/admin-order";
import type { StaffOrder } from "~/server/admin/orders-api.server";

/** The manager's own note on the order, saved only over the version it was opened with. */
export function OrderComment({ order }: { order: StaffOrder }) {
  return (
    <PostForm
      id="order-comment"
      validator={adminOrderCommentValidator}
      action={`/admin/orders/${order.id}`}
      defaultValues={{ manager_comment: order.manager_comment, version: order.manager_comment_version }}
    >
      <input type="hidden" name="intent" value="comment" />
      <HiddenField name="version" />
      <TextArea name="manager_comment" label={ADMIN_MANAGER_COMMENT} />
      <FormError />
      <SubmitButton pressableWhenIncomplete>{ADMIN_SAVE}</SubmitButton>
    </PostForm>
  );
}
