import type { AddressSuggestRequest } from "~/forms/address-suggest";
import { addressSuggestSchema } from "~/forms/address-suggest";
import type { Suggestions } from "./api/suggest.server";
import { parseForm } from "./form-body.server";
import { FormRefused } from "./form-refused.server";

const answer = (suggestions: unknown[], status: number) => Response.json({ suggestions }, { status });

/**
 * A suggestion post from the browser (`query`, `count`, urlencoded) answered `{ suggestions }`. A body that is
 * not a form keeps its refusal's 4xx and input that does not fit is a 400, both with nothing to offer; a
 * refusal or an outage of the backend offers nothing with its status.
 */
export async function answerSuggestions<T>(request: Request, ask: (input: AddressSuggestRequest) => Promise<Suggestions<T>>): Promise<Response> {
  let form: FormData;
  try {
    form = await parseForm(request);
  } catch (error) {
    if (error instanceof FormRefused) return answer([], error.status);
    throw error;
  }
  const parsed = addressSuggestSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer([], 400);
  const { status, values } = await ask(parsed.data);
  return answer(values, status);
}
