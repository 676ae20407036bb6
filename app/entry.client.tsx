import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { CHUNK_RELOAD_GUARD_MS } from "~/config/constants";
import { RequestIdContext, requestIdInDocument } from "~/components/layout/request-id-context";

/**
 * A chunk that fails to load (a deploy replaced the build under an open tab) reloads the page, at most once
 * per minute, so a broken deploy cannot loop.
 */
const RELOAD_KEY = "chunkReloadAt";
function reloadOnChunkError(message: string) {
  if (!/Failed to fetch dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(message)) return;
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? "0");
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}
window.addEventListener("error", (event) => reloadOnChunkError(String(event.message ?? "")));
window.addEventListener("unhandledrejection", (event) => reloadOnChunkError(String(event.reason?.message ?? event.reason ?? "")));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestIdContext.Provider value={requestIdInDocument()}>
        <RemixBrowser />
      </RequestIdContext.Provider>
    </StrictMode>,
  );
});
