import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_PHOTOS_CHANGED, ADMIN_PHOTOS_CONFLICT } from "~/config/messages/admin-catalog";
import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import { adminPhotoEditValidator } from "~/forms/admin-catalog";
import { requireStaff } from "~/server/admin/staff-session.server";
import { readForm } from "~/server/form-body.server";
import { redirectWithFlash } from "~/server/flash.server";
import { badRequest } from "~/server/responses.server";
import { editGoodPhotos } from "~/server/admin/catalog-api.server";
import { recordIdOf } from "~/server/admin/record-id.server";

/** The good page's photo buttons (move, remove, alt text): one change, then back to the good's page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = recordIdOf(params.id);
  const result = await adminPhotoEditValidator.validate(await readForm(request));
  if (result.error) throw badRequest();
  const page = `/admin/goods/${id}`;
  const done = await editGoodPhotos(call, id, result.data);
  if (!done.ok) {
    const title = done.fail.conflict ? ADMIN_PHOTOS_CONFLICT : (done.fail.text ?? ADMIN_ACTION_FAILED);
    return redirectWithFlash(page, { toast: { kind: "error", title } });
  }
  return redirectWithFlash(page, { toast: { kind: "success", title: ADMIN_PHOTOS_CHANGED } });
}

/** Nothing to show here: the photos are on the good's page. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/admin/goods/${recordIdOf(params.id)}`);
}
