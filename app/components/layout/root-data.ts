import { useRouteLoaderData } from "@remix-run/react";
import type { Common } from "~/server/api/common.server";
import type { InfoModalData } from "~/components/modals/InfoModal";
import type { SignInView } from "~/forms/sign-in-view";

/** A toast the server sent through the flash cookie. */
export type FlashToast = {
  id: string;
  kind: "success" | "error" | "info" | "warning";
  title: string;
  description?: string;
};

/**
 * What the root loader gives every page. `common` is null when the backend could not answer: the layouts then
 * fall back to what they can show without it.
 */
export type RootData = {
  common: Common | null;
  /**
   * The footer's static markup, in a data answer only: the document carries it once, as HTML, and the browser
   * keeps that (StaticFooter).
   */
  footerMarkup: string | null;
  toast: FlashToast | null;
  infoModal: InfoModalData | null;
  /** Where the client goes SIGN_IN_REDIRECT_DELAY_MS after this page shows (the flash's `next`). */
  nextPath: string | null;
  showCookieNotice: boolean;
  showMainBanner: boolean;
  favouritesCount: number;
  /** Ids in the favourites cookie, newest first (the cards' heart buttons read it). */
  favouriteIds: number[];
  cartCount: number;
  signedIn: boolean;
  /** The sign-in modal's step when `?modal=login` is open (account engineer). */
  signIn: SignInView | null;
  publicEnv: Record<string, string>;
  /** The configured public URL (PUBLIC_URL): the start of every absolute link, never the request's Host. */
  siteUrl: string;
};

/** The root loader's data, or undefined when the root loader itself failed (error layout). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
