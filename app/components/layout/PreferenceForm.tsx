import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { submitThroughFetcher } from "~/components/ui/fetcher-submit";

/** The intents `/preferences` understands. */
export type PreferenceIntent = "accept-cookies" | "hide-banner";

/**
 * True once the user has asked to dismiss `intent` (in flight or done), so the block can hide at once instead
 * of waiting for the root loader to revalidate.
 */
export function usePreferenceDismissed(intent: PreferenceIntent): boolean {
  const fetcher = useFetcher({ key: intent });
  return fetcher.state !== "idle" || fetcher.data != null;
}

type PreferenceFormProps = { intent: PreferenceIntent; className?: string; children: ReactNode };

/**
 * A one-button form that posts `intent` to `/preferences`. Without JS it is a plain POST that sets the cookie and
 * redirects back to this page (`redirectTo`); with JS it goes through a fetcher, without a reload.
 */
export function PreferenceForm({ intent, className, children }: PreferenceFormProps) {
  const fetcher = useFetcher({ key: intent });
  const location = useLocation();

  return (
    <form method="post" action="/preferences" className={className} onSubmit={(event) => submitThroughFetcher(event, fetcher)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </form>
  );
}
