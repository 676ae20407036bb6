import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AccountNav } from "~/components/account/AccountNav";
import { LABEL_ACCOUNT } from "~/config/messages/layout";
import { requireUser } from "~/server/session.server";

/** Every `/account/*` page needs a valid session: otherwise the cookie goes and the visitor to `/`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token: _token, ...user } = await requireUser(request);
  return { user };
}

export const meta: MetaFunction = () => [{ title: LABEL_ACCOUNT }, { name: "robots", content: "noindex" }];

export default function AccountLayout() {
  return (
    <div className="container page">
      <h1>{LABEL_ACCOUNT}</h1>
      <div className="account">
        <AccountNav />
        <div className="account__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
