import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomSizeConfirmForm, CustomSizeForm } from "~/components/forms/CustomSizeForm";
import { RequestPage } from "~/components/forms/RequestPage";
import { positiveId } from "~/components/forms/url-ids";
import { LABEL_CUSTOM_SIZE, LABEL_ENTER_CONFIRM_CODE } from "~/config/messages/common";
import { CUSTOM_SIZE_CONFIRM_STEP, customSizeValidator } from "~/forms/custom-size";
import { confirmCustomSize, startCustomSizeConfirmation } from "~/server/custom-size-flow.server";
import { pageSource, submitLeadForm } from "~/server/lead-form.server";

const PATH = "/request/custom-size";

function isConfirmStep(request: Request): boolean {
  return new URL(request.url).searchParams.get("step") === CUSTOM_SIZE_CONFIRM_STEP;
}

export function loader({ request }: LoaderFunctionArgs) {
  const goodId = positiveId(new URL(request.url).searchParams.get("good"));
  return { confirming: isConfirmStep(request), source: pageSource(request, PATH), goodId };
}

/** Step 1 sends the request (the backend texts a code); step 2 (`?step=confirm`) confirms it with that code. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (isConfirmStep(request)) return confirmCustomSize(request, context);
  const outcome = await submitLeadForm(request, context, {
    kind: "good_custom_size",
    validator: customSizeValidator,
    fileField: "upload_images",
    fallback: PATH,
  });
  return outcome.ok ? startCustomSizeConfirmation(outcome) : outcome.response;
}

export const meta: MetaFunction = () => [{ title: LABEL_CUSTOM_SIZE }];

export default function CustomSizeRequestPage() {
  const { confirming, source, goodId } = useLoaderData<typeof loader>();
  return confirming ? (
    <RequestPage title={LABEL_ENTER_CONFIRM_CODE}>
      <CustomSizeConfirmForm />
    </RequestPage>
  ) : (
    <RequestPage title={LABEL_CUSTOM_SIZE}>
      <CustomSizeForm source={source} goodId={goodId} />
    </RequestPage>
  );
}
