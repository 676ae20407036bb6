import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProjectForm } from "~/components/forms/ProjectForm";
import { RequestPage } from "~/components/forms/RequestPage";
import { LABEL_ORDER_PROJECT } from "~/config/messages/common";
import { projectValidator } from "~/forms/project";
import { leadSentRedirect, pageSource, submitLeadForm } from "~/server/lead-form.server";

const PATH = "/request/project";

export function loader({ request }: LoaderFunctionArgs) {
  return { source: pageSource(request, PATH) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitLeadForm(request, context, { kind: "project", validator: projectValidator, fallback: PATH });
  return outcome.ok ? leadSentRedirect(outcome) : outcome.response;
}

export const meta: MetaFunction = () => [{ title: LABEL_ORDER_PROJECT }];

export default function ProjectRequestPage() {
  const { source } = useLoaderData<typeof loader>();
  return (
    <RequestPage title={LABEL_ORDER_PROJECT}>
      <ProjectForm source={source} />
    </RequestPage>
  );
}
