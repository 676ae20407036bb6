/**
 * Whether a request loads a document (the browser's own navigation) rather than a page's data (Remix's fetch on
 * a client navigation). A browser asks for a document with `Accept: text/html…` and, where it sends them,
 * `Sec-Fetch-Dest: document`; Remix's data fetch sends neither. A client that sends neither gets the data
 * answer's extras in the document too: a few bytes more, nothing wrong.
 */
export function isDocumentRequest(request: Request): boolean {
  return asksForDocument({ secFetchDest: request.headers.get("Sec-Fetch-Dest"), accept: request.headers.get("Accept") });
}

/** The same rule on the two header values, for code that holds them rather than a `Request` (the page cache). */
export function asksForDocument(headers: { secFetchDest?: string | null; accept?: string | null }): boolean {
  return headers.secFetchDest === "document" || (headers.accept ?? "").includes("text/html");
}
