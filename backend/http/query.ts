import { RECORD_ID_MAX } from "../../shared/limits";

/** Query-string readers: a malformed value reads as absent, never an error (docs/api.md "Catalogue"). */

export function intParam(url: URL, name: string, min: number, max: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || !/^-?\d{1,12}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : undefined;
}

/** The id of a stored record named by the parameter `name`. */
export const recordIdParam = (url: URL, name = "id") => intParam(url, name, 1, RECORD_ID_MAX);

export function textParam(url: URL, name: string, max = 200): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, max);
}

/** Page and limit with the contract's defaults (limit 24, at most 60). */
export function paging(url: URL, defaultLimit = 24, maxLimit = 60) {
  const page = intParam(url, "page", 1, 100000) ?? 1;
  const limit = intParam(url, "limit", 1, maxLimit) ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

export function pagination(page: number, limit: number, total: number) {
  return { page, pages: Math.max(1, Math.ceil(total / limit)), total, limit };
}
