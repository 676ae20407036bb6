import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartnerForm } from "~/components/forms/PartnerForm";
import { RequestPage } from "~/components/forms/RequestPage";
import { MSG_PARTNER_INTRO } from "~/config/messages/catalog";
import { LABEL_PARTNER } from "~/config/messages/forms";
import { META_PARTNER } from "~/config/messages/seo";
import { seoMeta } from "~/lib/seo";
import { partnerValidator } from "~/forms/partner";
import { leadSentRedirect, pageSource, submitLeadForm } from "~/server/lead-form.server";

const PATH = "/partner";

export function loader({ request }: LoaderFunctionArgs) {
  return { source: pageSource(request, PATH) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitLeadForm(request, context, { kind: "partner", validator: partnerValidator, fallback: PATH });
  return outcome.ok ? leadSentRedirect(outcome) : outcome.response;
}

export const meta: MetaFunction = (args) => seoMeta(args, { title: LABEL_PARTNER, description: META_PARTNER });

export default function PartnerPage() {
  const { source } = useLoaderData<typeof loader>();
  return (
    <RequestPage title={LABEL_PARTNER} intro={MSG_PARTNER_INTRO}>
      <PartnerForm source={source} />
    </RequestPage>
  );
}
