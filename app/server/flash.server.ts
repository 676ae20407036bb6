import { COOKIE_FLASH } from "~/config/constants";
import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { log } from "./log.server";
import { signedCookie } from "./cookies/options.server";
import { isSitePath } from "./safe-redirect.server";

/*
 * Exports (stable):
 *   type Flash = { toast?: { kind: "success"|"error"|"info"|"warning", title, description? },
 *                  infoModal?: { title, text?, type?: "success"|"error"|"routeError", path? },
 *                  next?: "/path" }   where the client goes SIGN_IN_REDIRECT_DELAY_MS later (after sign-in)
 *   redirectWithFlash(url, flash, init?): Promise<Response>     302 carrying the flash (init.headers kept)
 *   flashHeader(flash): Promise<string>                         the Set-Cookie, for non-redirect answers
 *   getFlash(request): Promise<{ toast: FlashToastData|null, modal: InfoModal|null, next: string|null, headers }>  headers clear it
 */
/**
 * Flash messages (toasts and the info modal) travel in one signed cookie from an action's redirect to
 * the next page's root loader, which reads and clears it. The server renders them, so they show without JS.
 */
const toastSchema = z.object({
  kind: z.enum(["success", "error", "info", "warning"]),
  title: z.string().max(500),
  description: z.string().max(1000).optional(),
});
/** A path of this site only, as the app's one redirect check passes it (the client navigates to it). */
const sitePath = z.string().refine(isSitePath);
const infoModalSchema = z.object({
  title: z.string().max(500),
  text: z.string().max(2000).optional(),
  type: z.enum(["success", "error", "routeError"]).optional(),
  path: sitePath.optional(),
});
const flashSchema = z.object({ toast: toastSchema.optional(), infoModal: infoModalSchema.optional(), next: sitePath.optional() });

export type Flash = z.infer<typeof flashSchema>;
export type FlashToastData = z.infer<typeof toastSchema> & { id: string };

const flashCookie = signedCookie(COOKIE_FLASH, { maxAge: 60 });

/** `Set-Cookie` that carries `flash` to the next page. */
export function flashHeader(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

/** A redirect carrying a flash; `init.headers` (e.g. a cart cookie) are kept. */
export async function redirectWithFlash(url: string, flash: Flash, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashHeader(flash));
  return redirect(url, { ...init, headers });
}

/** The pending flash (null parts when there is none) and the headers that clear it. */
export async function getFlash(request: Request) {
  const raw: unknown = await flashCookie.parse(request.headers.get("Cookie")).catch(() => null);
  const headers = new Headers();
  if (raw == null) return { toast: null, modal: null, next: null, headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  const parsed = flashSchema.safeParse(raw);
  if (!parsed.success) {
    log.warn({ issues: parsed.error.issues }, "flash cookie ignored");
    return { toast: null, modal: null, next: null, headers };
  }
  const toast: FlashToastData | null = parsed.data.toast ? { ...parsed.data.toast, id: crypto.randomUUID() } : null;
  return { toast, modal: parsed.data.infoModal ?? null, next: parsed.data.next ?? null, headers };
}
