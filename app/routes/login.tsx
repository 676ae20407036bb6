import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SignInPanel } from "~/components/account/SignInPanel";
import { LABEL_SIGN_IN_TITLE } from "~/config/messages/common";
import { clientIpOf } from "~/server/client-ip.server";
import { readSignInView } from "~/server/cookies/sign-in-flow.server";
import { getUser } from "~/server/session.server";
import { SIGNED_IN_HOME, signInAction } from "~/server/sign-in.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect(SIGNED_IN_HOME);
  return { view: await readSignInView(request) };
}

/** Every step of the sign-in panel (the page's and the modal's) posts here. */
export function action({ request, context }: ActionFunctionArgs) {
  return signInAction(request, clientIpOf(context));
}

export const meta: MetaFunction = () => [{ title: LABEL_SIGN_IN_TITLE }];

export default function LoginPage() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow">
      <h1>{LABEL_SIGN_IN_TITLE}</h1>
      <SignInPanel view={view} />
    </div>
  );
}
