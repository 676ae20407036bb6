import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { dismissCookieNotice, dismissMainBanner } from "~/server/cookies/preferences.server";
import { badRequest } from "~/server/responses.server";
import { safeRedirect } from "~/server/safe-redirect.server";
import { readForm } from "~/server/form-body.server";

/**
 * The cookie notice's and the main banner's close buttons. Without JS the form posts here and is sent
 * back to `redirectTo`; with JS a fetcher posts without `redirectTo` and gets `{ ok: true }`. An unknown intent
 * is a 400.
 */
/** Nothing to show here: a visitor who opens the address (a reload after a post) goes to the home page. */
export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const setCookie = intent === "accept-cookies" ? await dismissCookieNotice() : intent === "hide-banner" ? await dismissMainBanner() : null;
  if (!setCookie) throw badRequest();

  const headers = { "Set-Cookie": setCookie };
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string" && redirectTo) return redirect(safeRedirect(redirectTo, "/"), { headers });
  return Response.json({ ok: true }, { headers });
}
