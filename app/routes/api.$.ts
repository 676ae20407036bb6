import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { forwardToBackend } from "~/server/backend-forward.server";
import { env } from "~/server/env.server";
import { notFound } from "~/server/responses.server";

/**
 * Mounts the in-process reference backend at /api for outside clients (apps, integrations), all methods.
 * With API_URL set the shop's own backend serves /api, so here it is a 404.
 */
async function forward(args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
  if (env.API_URL) return notFound();
  return forwardToBackend(args);
}

export const loader = forward;
export const action = forward;
