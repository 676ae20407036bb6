/** Where the shop shows a content item of each kind (a custom page lives at its own address). Pure. */
const PREFIX: Record<string, string> = { news: "/news/", idea: "/ideas/", portfolio: "/portfolio/", page: "/" };

export function contentHref(kind: string, handle: string): string {
  return `${PREFIX[kind] ?? "/"}${handle}`;
}
