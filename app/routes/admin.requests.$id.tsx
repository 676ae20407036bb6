import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { RequestSummary } from "~/components/admin/RequestSummary";
import { RequestAnswers } from "~/components/admin/request/RequestAnswers";
import { ADMIN_BACK_TO_REQUESTS } from "~/config/messages/admin-common";
import { ADMIN_REQUEST, ADMIN_REQUEST_ANSWERED, ADMIN_REQUEST_KINDS } from "~/config/messages/admin-requests";
import { adminRequestAnswerValidator } from "~/forms/admin-order";
import { answerRequest, getRequest } from "~/server/admin/requests-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { refuseWrite } from "~/server/form-errors.server";
import { readValidatedForm } from "~/server/form-body.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  return getRequest(call, params.id ?? "");
}

/** An answer by mail: sent through the backend's outbox and kept with the request. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminRequestAnswerValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const id = Number(params.id);
  const done = await answerRequest(call, id, result.data.text);
  if (!done.ok) return refuseWrite(result, done.fail, null, { shown: ["text"] });
  return redirectWithFlash(`/admin/requests/${id}`, { toast: { kind: "success", title: ADMIN_REQUEST_ANSWERED } });
}

export default function AdminRequestPage() {
  const { request } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin/requests">← {ADMIN_BACK_TO_REQUESTS}</Link>
      </p>
      <div className="admin__head">
        <h1>
          {ADMIN_REQUEST(request.id)} · {ADMIN_REQUEST_KINDS[request.kind] ?? request.kind}
        </h1>
      </div>
      <div className="admin__columns">
        <section className="admin__card">
          <RequestSummary request={request} />
        </section>
        <RequestAnswers request={request} />
      </div>
    </>
  );
}
