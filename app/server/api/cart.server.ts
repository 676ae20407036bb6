import { z } from "zod";
import { unavailable } from "../responses.server";
import { callApi, readJson } from "./client.server";

/**
 * Cart and favourites calls (docs/api.md "Favourites and cart"). The guest cart lives in the `cartProducts`
 * cookie, but every change still goes through `cart/add`, which without a token only checks the map against
 * the catalogue and stock; signed in, the same call also stores it.
 */

/** The parsed answer, or a thrown 503 when it does not match the contract. */
async function parseAnswer<T extends z.ZodTypeAny>(schema: T, response: Response): Promise<z.infer<T>> {
  if (!response.ok) throw unavailable();
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) throw unavailable();
  return parsed.data;
}

/** Good id → count, the wire shape of a cart. */
export type CartMap = Record<string, number>;

const cartMapSchema = z.record(z.number().int().nonnegative());

const addAnswerSchema = z.object({
  status: z.union([z.string(), z.number()]),
  data: z.object({
    cart: cartMapSchema,
    warnings: z
      .object({ recount: z.object({ good_ids: z.array(z.number()), message: z.string() }).optional() })
      .passthrough()
      .optional(),
  }),
});

export type CartCheck =
  | { ok: true; cart: CartMap }
  /** A recount warning (not enough stock) leaves the cart as it was and carries the server's message. */
  | { ok: false; goodIds: number[]; message: string };

/**
 * `POST /api/cart/add`: `add: 0` sends wanted totals (0 drops a line), `add: 1` adds to the server cart (the
 * merge at sign-in). Throws when the backend cannot answer, so the caller changes nothing.
 */
export async function postCartChange(cart: CartMap, add: 0 | 1, token: string | null): Promise<CartCheck> {
  const response = await callApi("/cart/add", { method: "POST", json: { cart, add }, token });
  const answer = await parseAnswer(addAnswerSchema, response);
  const recount = answer.data.warnings?.recount;
  // The contract's `status` may arrive as the number 200 or the text "200": compare as text.
  if (recount && recount.good_ids.length > 0) return { ok: false, goodIds: recount.good_ids, message: recount.message };
  if (String(answer.status) !== "200") throw unavailable();
  return { ok: true, cart: answer.data.cart };
}

/** `GET /api/cart/goods`: the signed-in user's server cart map. */
export async function getServerCart(token: string): Promise<CartMap> {
  const response = await callApi("/cart/goods", { token });
  return (await parseAnswer(z.object({ cart: cartMapSchema }), response)).cart;
}

const favouritesSchema = z.object({ good_ids: z.array(z.number()) });

/**
 * `POST /api/favorite/{add|remove|clear}?ids[]=…` for a signed-in user: the whole list after the change,
 * newest first.
 */
export async function changeServerFavourites(change: "add" | "remove" | "clear", ids: number[], token: string): Promise<number[]> {
  const query = new URLSearchParams(ids.map((id) => ["ids[]", String(id)]));
  const response = await callApi(`/favorite/${change}`, { method: "POST", query, token });
  return (await parseAnswer(favouritesSchema, response)).good_ids;
}

/** `POST /api/favorite/goods`: the signed-in user's favourite ids, newest first. */
export async function getServerFavourites(token: string): Promise<number[]> {
  const response = await callApi("/favorite/goods", { method: "POST", token });
  return (await parseAnswer(favouritesSchema, response)).good_ids;
}
