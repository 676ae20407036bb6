import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { OrdersList } from "~/components/account/OrdersList";
import { ProfileForm } from "~/components/account/ProfileForm";
import { MSG_PAY_UNAVAILABLE } from "~/config/messages/account";
import { MSG_PROFILE_UPDATE_ERROR, MSG_PROFILE_UPDATED } from "~/config/messages/common";
import { profileValidator } from "~/forms/account";
import { editProfile, getAccountOrders } from "~/server/api/account.server";
import { refusalOf } from "~/server/api/client.server";
import { getPayLink } from "~/server/api/order.server";
import { flashHeader, redirectWithFlash } from "~/server/flash.server";
import { badRequest, redirectToPayment } from "~/server/responses.server";
import { fieldErrorsFrom, refuseForm } from "~/server/form-errors.server";
import { requireUser } from "~/server/session.server";
import { readForm } from "~/server/form-body.server";

const PATH = "/account";

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, ...user } = await requireUser(request);
  return { user, orders: await getAccountOrders(token) };
}

/** Profile edit: success modal; outage → error modal + toast; `fail` → field errors + error modal. */
async function saveProfile(token: string, form: FormData): Promise<Response> {
  const result = await profileValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const saved = await editProfile(token, result.data);
  if (saved.ok) return redirectWithFlash(PATH, { infoModal: { title: MSG_PROFILE_UPDATED, type: "success" } });
  if (saved.fail.unavailable || Object.keys(saved.fail.fields).length === 0) {
    return redirectWithFlash(PATH, {
      toast: { kind: "error", title: MSG_PROFILE_UPDATE_ERROR },
      infoModal: { title: MSG_PROFILE_UPDATE_ERROR, text: saved.fail.text ?? undefined, type: "error" },
    });
  }
  const headers = {
    "Set-Cookie": await flashHeader({ infoModal: { title: MSG_PROFILE_UPDATE_ERROR, text: saved.fail.text ?? undefined, type: "error" } }),
  };
  const fieldErrors = fieldErrorsFrom(refusalOf(saved.fail), { shown: Object.keys(result.submittedData), fallback: MSG_PROFILE_UPDATE_ERROR });
  return refuseForm(result, fieldErrors, { headers });
}

/** «Оплатить»: a fresh pay link from the backend, followed only to this site or the payment host. */
async function payOrder(token: string, form: FormData): Promise<Response> {
  const id = Number(form.get("id"));
  const code = String(form.get("code") ?? "");
  const link = Number.isInteger(id) && id > 0 && code ? await getPayLink(id, code, token) : null;
  return redirectToPayment(link) ?? redirectWithFlash(PATH, { toast: { kind: "error", title: MSG_PAY_UNAVAILABLE } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "profile") return saveProfile(token, form);
  if (intent === "pay") return payOrder(token, form);
  throw badRequest();
}

export default function AccountProfilePage() {
  const { user, orders } = useLoaderData<typeof loader>();
  return (
    <>
      <ProfileForm user={user} />
      <OrdersList orders={orders} />
    </>
  );
}
