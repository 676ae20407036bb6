import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PROGRESS_BAR_THROTTLE_MS } from "~/config/constants";
import { LABEL_PAGE_LOADING } from "~/config/messages/layout";

type BarState = "idle" | "running" | "done" | "failed";

/** A failed navigation lands in the error layout, which mounts its own bar: this tells it one just happened. */
let navigationStartedAt = 0;
const FAILED_WINDOW_MS = 15000;
const HIDE_AFTER_MS = { done: 400, failed: 2500 };

/**
 * The top progress bar: appears when a navigation takes longer than 200 ms, creeps towards the end
 * over 5 s (CSS), completes when the page arrives and turns red (failed) when the navigation ended in the error
 * layout (`failed`).
 */
export function ProgressBar({ failed = false }: { failed?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // The error layout mounts a new bar: it starts red when a navigation began just before (never on the server,
  // where no navigation started, so hydration matches).
  const [state, setState] = useState<BarState>(() => (failed && Date.now() - navigationStartedAt < FAILED_WINDOW_MS ? "failed" : "idle"));

  // The bar completes in the render that ends the navigation.
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy) setState((current) => (current === "running" ? "done" : current));
  }

  useEffect(() => {
    if (!busy) return;
    navigationStartedAt = Date.now();
    const timer = setTimeout(() => setState("running"), PROGRESS_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (state !== "done" && state !== "failed") return;
    const timer = setTimeout(() => setState("idle"), HIDE_AFTER_MS[state]);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div className="progress-bar" data-state={state} role="progressbar" aria-label={LABEL_PAGE_LOADING} aria-hidden={state === "idle" || undefined}>
      <div className="progress-bar__fill" />
    </div>
  );
}
