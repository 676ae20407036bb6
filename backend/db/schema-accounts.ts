import type { Generated } from "kysely";

/** Accounts, sessions, one-time codes, rate-limit counters, and signed-in users' carts and favourites. */
export interface UsersTable {
  id: Generated<number>;
  /** Normalised: 79161234567. */
  phone: string;
  email: string | null;
  fio: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  /** scrypt$salt$hash, or null when the user signs in by code only. */
  password_hash: string | null;
  created_at: string;
}

export interface TokensTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC of the token: a stolen database does not hand out sessions. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface CodesTable {
  /** The form_id the client holds. */
  id: string;
  purpose: string;
  target: string;
  code_hash: string;
  /** JSON handed back on success (e.g. the pending new e-mail). */
  payload: string;
  ip: string;
  created_at: number;
  expires_at: number;
  tries: number;
  used_at: number | null;
}

export interface RateHitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface CartLinesTable {
  user_id: number;
  good_id: number;
  count: number;
  updated_at: number;
}

export interface FavouritesTable {
  user_id: number;
  good_id: number;
  created_at: number;
}

export interface AccountTables {
  users: UsersTable;
  tokens: TokensTable;
  codes: CodesTable;
  rate_hits: RateHitsTable;
  cart_lines: CartLinesTable;
  favourites: FavouritesTable;
}
