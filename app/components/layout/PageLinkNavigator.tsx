import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PAGE_LINK_PREFETCH_DELAY_MS } from "~/config/constants";
import { closestPageLink, pageLinkClick } from "~/lib/page-link";

/**
 * What Remix's `<Link>` does for each of its links, done once for every page link (`PageLink`) on the page:
 * a click becomes a client navigation (no document reload), and resting on a link (pointer, focus or touch) for
 * a moment prefetches its page's data and modules. The links themselves are plain anchors: no hooks to render
 * on the server or to hydrate in the browser, and without JavaScript they are ordinary links.
 */
export function PageLinkNavigator() {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = closestPageLink(event.target);
      if (!anchor) return;
      const navigation = pageLinkClick(event, anchor, new URL(window.location.href));
      if (!navigation) return;
      event.preventDefault();
      navigate(navigation.to, { replace: navigation.replace, preventScrollReset: navigation.preventScrollReset });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  useEffect(() => {
    let resting: HTMLAnchorElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Every pointer move onto an element, focus or touch names the link it is in (or none): a new link starts
    // the wait, none cancels it.
    const onIntent = (event: Event) => {
      const anchor = closestPageLink(event.target);
      if (anchor === resting) return;
      resting = anchor;
      clearTimeout(timer);
      if (!anchor) return setIntended(null);
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      timer = setTimeout(() => setIntended(url.pathname + url.search), PAGE_LINK_PREFETCH_DELAY_MS);
    };
    const events = ["mouseover", "focusin", "touchstart"] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, []);

  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
