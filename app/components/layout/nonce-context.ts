import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current document. The server sets it per request (entry.server.tsx); in the browser
 * it is read back from the hydrated scripts and is not needed, so the default is undefined.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
