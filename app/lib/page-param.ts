/** `?page=` as a page number: whole numbers from 1 to 10 000, anything else is page 1. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 10000 ? page : 1;
}
