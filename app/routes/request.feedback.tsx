import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import FeedbackForm from "~/components/forms/FeedbackForm";
import { RequestPage } from "~/components/forms/RequestPage";
import { LABEL_FEEDBACK } from "~/config/messages/forms";
import { feedbackValidator } from "~/forms/feedback";
import { leadSentRedirect, submitLeadForm } from "~/server/lead-form.server";

/** The feedback form lives on /contacts; this page shows it again when a post without JavaScript has errors. */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitLeadForm(request, context, { kind: "feedback", validator: feedbackValidator, fallback: "/contacts" });
  return outcome.ok ? leadSentRedirect(outcome) : outcome.response;
}

export const meta: MetaFunction = () => [{ title: LABEL_FEEDBACK }];

export default function FeedbackPage() {
  return (
    <RequestPage title={LABEL_FEEDBACK}>
      <FeedbackForm />
    </RequestPage>
  );
}
