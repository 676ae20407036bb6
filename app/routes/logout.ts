import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { revokeToken } from "~/server/api/account.server";
import { clearAccessTokenHeader, getAccessToken } from "~/server/cookies/access-token.server";

/** `POST /logout`: revokes the token on the server, clears the cookie and goes home. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getAccessToken(request);
  if (token) await revokeToken(token);
  return redirect("/", { headers: { "Set-Cookie": clearAccessTokenHeader() } });
}

/** A GET never signs out (a link or prefetch must not end a session). */
export function loader() {
  return redirect("/account");
}
