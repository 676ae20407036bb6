import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { forwardToBackend } from "~/server/backend-forward.server";
import { env } from "~/server/env.server";
import { notFound } from "~/server/responses.server";

/**
 * `/1c_exchange` — the address 1C's «Обмен с сайтом» is set up with (e.g. https://shop.ru/1c_exchange): the
 * in-process backend's exchange, GET and POST, the raw file bodies passed through. With API_URL set the shop's
 * own backend serves the exchange at its own address, so here it is a 404.
 */
async function exchange(args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
  if (env.API_URL) return notFound();
  return forwardToBackend(args, "/1c/exchange");
}

export const loader = exchange;
export const action = exchange;
