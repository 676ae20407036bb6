/**
 * What the `/cart` and `/favorites` actions answer a fetcher (a native post gets a redirect instead).
 * `ok: false` carries the Russian message to show: a stock recount warning or a full cart.
 */
export type CartActionData = { ok: true; count: number } | { ok: false; message: string; goodIds: number[] };

export type FavouriteActionData = { ok: true; added: boolean; ids: number[] };
