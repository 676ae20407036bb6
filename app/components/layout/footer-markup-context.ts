import { createContext } from "react";
import type { Common } from "~/server/api/common.server";

/**
 * How the server renders the footer's markup for the document (entry.server.tsx provides
 * `footerMarkup`). The browser never renders it: it keeps the server's footer, so the default is null.
 */
export const FooterMarkupContext = createContext<((common: Common | null) => string) | null>(null);
