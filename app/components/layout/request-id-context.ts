import { createContext, useContext } from "react";

/**
 * The id of the request that rendered the document (`X-Request-Id`), for the error page. The server sets it
 * per request (entry.server.tsx); the browser reads it back from the error page the server rendered, so
 * hydration shows the same id, and has none when the document was not an error page.
 */
export const RequestIdContext = createContext<string | undefined>(undefined);

/** Where the error page shows the id; read back by the browser. */
export const REQUEST_ID_ATTRIBUTE = "data-request-id";

export function requestIdInDocument(): string | undefined {
  return document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? undefined;
}

export function useDocumentRequestId(): string | undefined {
  return useContext(RequestIdContext);
}
