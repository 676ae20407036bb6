import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PresentationForm } from "~/components/forms/PresentationForm";
import { RequestPage } from "~/components/forms/RequestPage";
import { LABEL_PRESENTATION } from "~/config/messages/forms";
import { presentationValidator } from "~/forms/presentation";
import { leadSentRedirect, pageSource, submitLeadForm } from "~/server/lead-form.server";

const PATH = "/request/presentation";

export function loader({ request }: LoaderFunctionArgs) {
  return { source: pageSource(request, PATH) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitLeadForm(request, context, { kind: "presentation", validator: presentationValidator, fallback: PATH });
  return outcome.ok ? leadSentRedirect(outcome) : outcome.response;
}

export const meta: MetaFunction = () => [{ title: LABEL_PRESENTATION }];

export default function PresentationRequestPage() {
  const { source } = useLoaderData<typeof loader>();
  return (
    <RequestPage title={LABEL_PRESENTATION}>
      <PresentationForm source={source} />
    </RequestPage>
  );
}
