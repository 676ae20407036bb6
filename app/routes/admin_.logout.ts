import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { staffSignOut } from "~/server/admin/staff-api.server";
import { clearStaffSessionHeader, getStaffToken } from "~/server/admin/staff-cookie.server";
import { clientIpOf } from "~/server/client-ip.server";

/** Ends the staff session in the backend (so a copied cookie dies too) and removes the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = getStaffToken(request);
  if (token) await staffSignOut({ token, clientIp: clientIpOf(context) });
  return redirect("/admin/login", { headers: { "Set-Cookie": clearStaffSessionHeader() } });
}

export const loader = () => redirect("/admin/login");
