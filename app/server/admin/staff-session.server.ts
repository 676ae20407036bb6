import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { clientIpOf } from "../client-ip.server";
import { unavailable } from "../responses.server";
import { staffOf, type Staff } from "./staff-api.server";
import { clearStaffSessionHeader, getStaffToken } from "./staff-cookie.server";

/*
 * Exports (stable):
 *   requireStaff(request, context, role?): Promise<StaffCall>   else a redirect to /admin/login (403 for a role)
 *   type StaffCall = { staff, token, clientIp }                 what every back-office backend call needs
 */

const PASSWORD_PAGE = "/admin/password";

export type StaffCall = { staff: Staff; token: string; clientIp: string };

const checked = new WeakMap<Request, Promise<{ staff: Staff | null; unavailable: boolean }>>();

/**
 * The signed-in staff member, checked with the backend once per request. No cookie, a forged or revoked token,
 * a disabled account: a redirect to the sign-in page that clears the cookie. A shopper's `access_token` is never
 * read here. A member with a one-time password is sent to /admin/password. With `role`, another role gets a 403.
 */
export async function requireStaff(request: Request, context: AppLoadContext, role?: Staff["role"]): Promise<StaffCall> {
  const clientIp = clientIpOf(context);
  const token = getStaffToken(request);
  let pending = checked.get(request);
  if (!pending) {
    pending = token ? staffOf({ token, clientIp }) : Promise.resolve({ staff: null, unavailable: false });
    checked.set(request, pending);
  }
  const session = await pending;
  if (session.unavailable) throw unavailable();
  if (!session.staff || !token) throw redirect("/admin/login", { headers: { "Set-Cookie": clearStaffSessionHeader() } });
  // A one-time password is known to whoever handed it over: nothing else opens until the member sets their own.
  if (session.staff.password_change_required && new URL(request.url).pathname !== PASSWORD_PAGE) throw redirect(PASSWORD_PAGE);
  if (role && session.staff.role !== role) throw new Response(null, { status: 403 });
  return { staff: session.staff, token, clientIp };
}
