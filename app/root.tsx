import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { useNonce } from "~/components/layout/nonce-context";
import { useDocumentRequestId } from "~/components/layout/request-id-context";
import { getCommon } from "~/server/api/common.server";
import { getFlash } from "~/server/flash.server";
import { readLayoutFlags } from "~/server/cookies/preferences.server";
import { getCartCount } from "~/server/cookies/cart.server";
import { readFavouritesCookie } from "~/server/cookies/favourites.server";
import { getUser } from "~/server/session.server";
import { readSignInView } from "~/server/cookies/sign-in-flow.server";
import { openModalName } from "~/lib/modal-url";
import { env, getPublicEnv } from "~/server/env.server";
import { refuseMalformedPath } from "~/server/request-scope.server";
import { isDocumentRequest } from "~/server/document-request.server";
import { footerMarkup } from "~/components/layout/footer-markup.server";
import { CommonScripts } from "~/components/layout/CommonScripts";
import { FaviconLinks } from "~/components/layout/FaviconLinks";
import { ErrorPage, errorPageTexts } from "~/components/layout/ErrorPage";
import { SiteShell } from "~/components/layout/SiteShell";
import { Toaster } from "~/components/layout/Toaster";
import { DelayedNavigation } from "~/components/layout/DelayedNavigation";
import { useRootData, type RootData } from "~/components/layout/root-data";
import { InfoModalHost } from "~/components/modals/InfoModalHost";
import { ModalOutlet, preloadModal } from "~/components/modals/ModalOutlet";
// The layout's stylesheets bundled into one (site.css @imports them in cascade order): one render-blocking request.
import siteStyles from "~/styles/site.css";

export async function loader({ request }: LoaderFunctionArgs) {
  refuseMalformedPath(request);
  // The sign-in modal is not for a signed-in user; the session check decides.
  const signInOpen = openModalName(new URL(request.url).search) === "login";
  const [common, flash, flags, favouriteIds, cartCount, user, signIn] = await Promise.all([
    getCommon(request),
    getFlash(request),
    readLayoutFlags(request),
    readFavouritesCookie(request),
    getCartCount(request),
    getUser(request),
    signInOpen ? readSignInView(request) : null,
    preloadModal(new URL(request.url).search),
  ]);
  if (user && signInOpen) throw redirect("/account/favorites");
  const root: RootData = {
    common,
    footerMarkup: isDocumentRequest(request) ? null : footerMarkup(common),
    toast: flash.toast,
    infoModal: flash.modal,
    nextPath: flash.next,
    showCookieNotice: flags.showCookieNotice,
    showMainBanner: flags.showMainBanner,
    favouritesCount: favouriteIds.length,
    favouriteIds,
    cartCount,
    signedIn: user !== null,
    signIn,
    publicEnv: getPublicEnv(),
    siteUrl: env.publicUrl,
  };
  return data(root, { headers: flash.headers });
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];

export const meta: MetaFunction = ({ data, error }) => {
  const common = (data as RootData | undefined)?.common ?? null;
  const siteName = common?.global.site_name ?? "";
  if (!error) return siteName ? [{ title: siteName }] : [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = errorPageTexts(status, common, "/").title;
  return [{ title: siteName ? `${title} — ${siteName}` : title }, { name: "robots", content: "noindex" }];
};

const isBackOffice = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** The HTML document around both layouts: head, favicon, common scripts with the CSP nonce. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  // The shop's own snippets (analytics, chats) never run in the back office, which shows personal data.
  const scripts = isBackOffice(useLocation().pathname) ? undefined : root?.common?.scripts;
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f4ef" />
        <FaviconLinks favicon={root?.common?.global["favicon.ico"]} touchIcon={root?.common?.global.apple_touch_icon} />
        <Meta />
        <Links />
        <CommonScripts html={scripts?.headEnd ?? ""} nonce={nonce} part="head" />
      </head>
      <body>
        <CommonScripts html={scripts?.bodyBegin ?? ""} nonce={nonce} part="body" />
        <CommonScripts html={scripts?.bodyBegin ?? ""} nonce={nonce} part="markup" />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <CommonScripts html={scripts?.bodyEnd ?? ""} nonce={nonce} part="body" />
      </body>
    </html>
  );
}

/** The default layout: header, page, footer, cookie notice, info modal, toasts and the URL's modal. */
export default function App() {
  const root = useRootData();
  // The back office has its own layout (app/routes/admin.tsx): no shop header, footer or modals.
  if (isBackOffice(useLocation().pathname)) return <Outlet />;
  return (
    <>
      <SiteShell root={root}>
        <Outlet />
      </SiteShell>
      <InfoModalHost flashModal={root?.infoModal ?? null} />
      <ModalOutlet signedIn={root?.signedIn ?? false} />
      <Toaster flash={root?.toast ?? null} />
      <DelayedNavigation to={root?.nextPath ?? null} />
    </>
  );
}

/**
 * The error layout: header, footer and cookie notice around the error page. 404s use common
 * `page_404`; other statuses a Russian message meant for users. Never shows the error itself.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const location = useLocation();
  const documentRequestId = useDocumentRequestId();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const texts = errorPageTexts(status, root?.common ?? null, `${location.pathname}${location.search}`);
  // The id the error answer carried (a 503, also fetched as data by a browser navigation), else the document's
  // own, which only the page the document was loaded on (location key "default") may show.
  const carried: unknown = isRouteErrorResponse(error) ? (error.data as { requestId?: unknown } | null)?.requestId : undefined;
  const requestId = typeof carried === "string" ? carried : location.key === "default" ? documentRequestId : undefined;
  return (
    <SiteShell root={root} failed>
      <ErrorPage status={status} texts={texts} requestId={requestId} />
    </SiteShell>
  );
}
