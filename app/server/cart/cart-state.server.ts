import { redirectWithFlash } from "~/server/flash.server";
import { safeRedirect } from "~/server/safe-redirect.server";

/** Back to a form's `redirectTo` (only a same-site path, else `fallback`) with a toast, keeping `headers` (Set-Cookie). */
export function redirectBack(
  redirectTo: string,
  fallback: string,
  toast: { kind: "success" | "warning" | "error" | "info"; title: string },
  headers: Headers,
): Promise<Response> {
  return redirectWithFlash(safeRedirect(redirectTo, fallback), { toast }, { headers });
}
