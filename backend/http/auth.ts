import type { AuthUser } from "../services/contracts";
import type { Context } from "./context";
import { HttpError } from "./respond";

const BEARER = /^Bearer ([A-Za-z0-9._~-]{16,256})$/;

/** The bearer token of a request, when it has a well-formed one. */
export function bearerToken(request: Request): string | null {
  return BEARER.exec(request.headers.get("authorization") ?? "")?.[1] ?? null;
}

/** The signed-in user of the request's bearer token, or null. */
export async function currentUser(ctx: Context): Promise<AuthUser | null> {
  const token = bearerToken(ctx.request);
  return token ? ctx.services.auth.userOfToken(token) : null;
}

/** The signed-in user, or the end of the request with `401 {}` (a missing or bad token means signed out). */
export async function requireUser(ctx: Context): Promise<AuthUser> {
  const user = await currentUser(ctx);
  if (!user) throw new HttpError(401, "");
  return user;
}
