import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IdeaForm } from "~/components/forms/IdeaForm";
import { RequestPage } from "~/components/forms/RequestPage";
import { positiveId } from "~/components/forms/url-ids";
import { LABEL_DISCUSS_PROJECT } from "~/config/messages/common";
import { ideaValidator } from "~/forms/idea";
import { listIdeaOptions } from "~/server/api/requests.server";
import { leadSentRedirect, pageSource, submitLeadForm } from "~/server/lead-form.server";

const PATH = "/request/idea";

/** `?idea=` presets the idea (the selector is then hidden); otherwise the ideas are offered to choose from. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ideaId = positiveId(new URL(request.url).searchParams.get("idea"));
  const ideas = ideaId ? [] : await listIdeaOptions();
  return { source: pageSource(request, PATH), ideaId, ideas: ideas.map((idea) => ({ value: String(idea.id), label: idea.title })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitLeadForm(request, context, { kind: "idea", validator: ideaValidator, fileField: "files", fallback: PATH });
  return outcome.ok ? leadSentRedirect(outcome) : outcome.response;
}

export const meta: MetaFunction = () => [{ title: LABEL_DISCUSS_PROJECT }];

export default function IdeaRequestPage() {
  const { source, ideaId, ideas } = useLoaderData<typeof loader>();
  return (
    <RequestPage title={LABEL_DISCUSS_PROJECT}>
      <IdeaForm source={source} ideaId={ideaId} ideas={ideas} />
    </RequestPage>
  );
}
