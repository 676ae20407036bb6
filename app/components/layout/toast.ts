import { TOAST_DURATION_ERROR_MS, TOAST_DURATION_INFO_MS, TOAST_DURATION_SUCCESS_MS } from "~/config/constants";
import { MSG_TOAST_DEFAULT_ERROR, MSG_TOAST_DEFAULT_SUCCESS } from "~/config/messages/common";

export type ToastKind = "success" | "error" | "info" | "warning";

/** How long each kind stays (success and error 5 s, info 3 s); a warning stays as long as an error. */
export const TOAST_DURATION: Record<ToastKind, number> = {
  success: TOAST_DURATION_SUCCESS_MS,
  error: TOAST_DURATION_ERROR_MS,
  info: TOAST_DURATION_INFO_MS,
  warning: TOAST_DURATION_ERROR_MS,
};

/** The contract's default texts (one for success and info, one for error and warning), for a toast without a title. */
export function defaultToastTitle(kind: ToastKind): string {
  return kind === "error" || kind === "warning" ? MSG_TOAST_DEFAULT_ERROR : MSG_TOAST_DEFAULT_SUCCESS;
}

type ShowToast = {
  kind: ToastKind;
  title?: string;
  description?: string;
  /** Overrides the kind's duration (e.g. `TOAST_DURATION_FAVOURITES_MS`). */
  duration?: number;
  /** An optional action button. */
  action?: { label: string; onClick: () => void };
  id?: string;
};

/** Shows a toast in the browser (the layout's `<Toaster>` must be mounted); sonner loads on first use. */
export function showToast({ kind, title, description, duration, action, id }: ShowToast): void {
  void import("sonner").then(({ toast }) =>
    toast[kind](title || defaultToastTitle(kind), {
      id,
      description,
      duration: duration ?? TOAST_DURATION[kind],
      action,
    }),
  );
}
