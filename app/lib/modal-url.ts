/**
 * Modals are URL state: `?modal=project` opens one, the same URL without it closes it.
 * Pure helpers that build those hrefs from the current location.
 */

/** The modals the root layout knows how to open. */
export const MODAL_NAMES = ["login", "project", "idea", "custom-size", "presentation"] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** Query parameters that belong to an open modal and go away when it closes. */
const MODAL_PARAMS = ["modal", "good", "idea", "step"];

type Where = { pathname: string; search: string };

/** The name of the modal the URL asks for, or null. */
export function openModalName(search: string): ModalName | null {
  const name = new URLSearchParams(search).get("modal");
  return (MODAL_NAMES as readonly string[]).includes(name ?? "") ? (name as ModalName) : null;
}

/** The current page with `?modal=name` (and the modal's own params) set; other params are kept. */
export function modalHref(where: Where, name: ModalName, params: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(where.search);
  for (const key of MODAL_PARAMS) search.delete(key);
  search.set("modal", name);
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return `${where.pathname}?${search.toString()}`;
}

/** The current page without any modal state. */
export function closeModalHref(where: Where): string {
  const search = new URLSearchParams(where.search);
  for (const key of MODAL_PARAMS) search.delete(key);
  const rest = search.toString();
  return rest ? `${where.pathname}?${rest}` : where.pathname;
}
