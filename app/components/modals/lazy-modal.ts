import { createElement, type ComponentType } from "react";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A component loaded on demand in the browser but rendered in full by the server (form code stays
 * out of the root bundle, and an open modal still reaches no-JS users). The server resolves every module at
 * start-up; `preload` lets a loader make sure. In the browser the first render suspends until the chunk arrives
 * (during hydration React keeps the server's HTML meanwhile), so render it inside `<Suspense>`.
 */
export function lazyModal<P extends object>(load: Loader<P>) {
  let resolved: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;

  function preload(): Promise<void> {
    pending ??= load().then((module) => {
      resolved = module.default;
    });
    return pending;
  }
  if (typeof document === "undefined") void preload();

  function LazyModal(props: P) {
    if (!resolved) throw preload();
    return createElement(resolved, props);
  }
  return { Component: LazyModal, preload };
}
