/**
 * Whether a request loads a document (the browser's own navigation) rather than a page's data (Remix's fetch on
 * a client navigation). A browser asks for a document with `Accept: text/html…` and, where it sends them,
 * `Sec-Fetch-Dest: document`; Remix's data fetch sends neither. A client that sends neither gets the data
 * answer's extras in the document too: a few bytes more, nothing wrong.
 */
export function isDocumentRequest(request: Request): boolean {
  const headers = request.headers;
  return headers.get("Sec-Fetch-Dest") === "document" || (headers.get("Accept") ?? "").includes("text/html");
}
