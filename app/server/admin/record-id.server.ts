import { notFound } from "../responses.server";

/** A record's id in a back-office address (`/admin/goods/12`): up to nine digits, no leading zero; anything else is no page. */
export function recordIdOf(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  return Number(param);
}

/** The page of a new record (`new`: null) or of a stored one (its id); anything else is no page. */
export function editedIdOf(param: string | undefined): number | null {
  return param === "new" ? null : recordIdOf(param);
}
