import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { GoodsGrid } from "~/components/catalog/GoodsGrid";
import { Photo } from "~/components/ui/Photo";
import { JsonLd } from "~/components/catalog/JsonLd";
import { ContentCard } from "~/components/content/ContentCard";
import { EmptyShopGuide } from "~/components/catalog/EmptyShopGuide";
import { MainBanner } from "~/components/layout/MainBanner";
import { useRootData } from "~/components/layout/root-data";
import {
  LABEL_ALL,
  LABEL_GET_PRESENTATION,
  LABEL_IDEAS,
  LABEL_NEW_GOODS,
  LABEL_NEWS,
  LABEL_POPULAR_GOODS,
  LABEL_SECTIONS,
} from "~/config/messages/home";
import { META_HOME, META_HOME_TITLE } from "~/config/messages/seo";
import { PHOTO_SIZES } from "~/config/constants";
import { organizationJsonLd, seoMeta, SITE_NAME_FALLBACK } from "~/lib/seo";
import { getListing, requireSections } from "~/server/api/catalog.server";
import { listIdeas, listNews } from "~/server/api/content.server";
import { publicCacheControl } from "~/server/catalog-page.server";
import type { Common } from "~/server/api/common.server";
import type { Image } from "~/server/api/schemas.server";
import { log } from "~/server/log.server";
import { PageLink } from "~/components/ui/PageLink";

/** Section cards that load at once: the first row on a phone and most of it on a desktop. */
const EAGER_SECTIONS = 2;

/** The blocks under the sections are independent: one that fails is left out (logged), the page still renders. */
function optional<T>(promise: Promise<T>, fallback: T, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    log.warn({ err: error, what }, "home block failed; left out");
    return fallback;
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const empty = { goods: [] as Awaited<ReturnType<typeof getListing>>["goods"] };
  // Ideas and news are below the fold and need more than one call (an idea's details follow its list):
  // they stream in after the first byte instead of holding it back (Hydrogen's deferred data).
  // Only what a card shows goes to the page: an idea's details (text, gallery, goods) would be serialised for nothing.
  const ideas = optional(
    listIdeas(1, 3).then((r) => r.items.map(({ handle, title, preview, image }) => ({ handle, title, preview, image }))),
    [],
    "ideas",
  );
  const news = optional(
    listNews(1, 3).then((r) => r.items),
    [],
    "news",
  );
  const [sections, fresh, popular] = await Promise.all([
    // The sections carry the page: without them (the backend down) it is the 503 error page, not an empty home.
    requireSections(),
    optional(getListing(null, new URLSearchParams({ sort: "new", limit: "8" })), empty, "new goods"),
    optional(getListing(null, new URLSearchParams({ sort: "popular", limit: "8" })), empty, "popular goods"),
  ]);
  // A shop with nothing in its catalogue (a new live shop) shows its operator what to set up: never cached, so the
  // first section added replaces the guide at once, and never indexed.
  const emptyShop = sections.length === 0 && fresh.goods.length === 0 && popular.goods.length === 0;
  const cacheControl = emptyShop ? "private, no-store" : publicCacheControl(request);
  return data({ sections, fresh: fresh.goods, popular: popular.goods, ideas, news, emptyShop }, { headers: { "Cache-Control": cacheControl } });
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...seoMeta(args, { title: META_HOME_TITLE, description: META_HOME, siteNameFirst: true }),
  ...(args.data?.emptyShop ? [{ name: "robots", content: "noindex" }] : []),
];

/** The shop for its Organization JSON-LD, from common data: contacts give e-mail and address, socials sameAs. */
function organizationOf(common: Common) {
  const contact = (type: string) => common.footer.contacts.find((c) => c.type === type)?.value;
  return {
    name: common.global.site_name || SITE_NAME_FALLBACK,
    phone: common.header.phone,
    logo: common.header.logo?.src ?? "/logo.svg",
    email: contact("email"),
    address: contact("address"),
    sameAs: [...common.socials.top, ...common.socials.bottom].map((s) => s.url).filter((url) => /^https:\/\//.test(url)),
  };
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

/** A block of the home page: its heading, a link to all of its kind, and what it shows. */
function HomeBlock({ title, all, children }: { title: string; all: string; children: ReactNode }) {
  return (
    <section className="home-block">
      <div className="home-block__head">
        <h2>{title}</h2>
        <PageLink to={all}>{LABEL_ALL}</PageLink>
      </div>
      {children}
    </section>
  );
}

type LatestCard = { handle: string; title: string; preview: string; image: Image | null; date?: string };

/** The latest ideas or news, streamed in after the first byte; left out when there are none. */
function LatestContent({ cards, title, base }: { cards: Promise<LatestCard[]>; title: string; base: string }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={cards}>
        {(items) =>
          items.length > 0 ? (
            <HomeBlock title={title} all={base}>
              <ul className="content-grid">
                {items.map((item) => (
                  <li key={item.handle}>
                    <ContentCard href={`${base}/${item.handle}`} title={item.title} preview={item.preview} image={item.image} date={item.date} />
                  </li>
                ))}
              </ul>
            </HomeBlock>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

export default function Home() {
  const page = useLoaderData<typeof loader>();
  const root = useRootData();
  const common = root?.common;
  return (
    <div className="container home">
      <h1 className="visually-hidden">{common?.global.site_name ?? SITE_NAME_FALLBACK}</h1>
      {common ? <JsonLd data={organizationJsonLd(root?.siteUrl ?? "", organizationOf(common))} /> : null}
      <MainBanner />
      {page.emptyShop ? <EmptyShopGuide /> : null}
      {page.sections.length > 0 ? (
        <section className="home-block">
          <h2>{LABEL_SECTIONS}</h2>
          <ul className="section-grid">
            {page.sections.map((s, i) => (
              <li key={s.handle}>
                <PageLink to={`/catalog/${s.handle}`} className="section-card">
                  {/* The first cards are the largest picture in the first screen (LCP): never lazy. */}
                  <Photo image={s.image} sizes={PHOTO_SIZES.card} alt="" eager={i < EAGER_SECTIONS} priority={i === 0} />
                  <span>{s.name}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.fresh.length > 0 ? (
        <HomeBlock title={LABEL_NEW_GOODS} all="/catalog?sort=new">
          <GoodsGrid goods={page.fresh} />
        </HomeBlock>
      ) : null}
      {page.popular.length > 0 ? (
        <HomeBlock title={LABEL_POPULAR_GOODS} all="/catalog">
          <GoodsGrid goods={page.popular} />
        </HomeBlock>
      ) : null}
      <LatestContent cards={page.ideas} title={LABEL_IDEAS} base="/ideas" />
      <LatestContent cards={page.news} title={LABEL_NEWS} base="/news" />
      <p className="home-block">
        <PageLink to="?modal=presentation" className="button" keepScroll>
          {LABEL_GET_PRESENTATION}
        </PageLink>
      </p>
    </div>
  );
}
