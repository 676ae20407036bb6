import { MSG_PAGE_NOT_FOUND } from "~/config/messages/common";
import {
  LABEL_ERROR_CODE,
  LABEL_GO_CATALOG,
  LABEL_GO_HOME,
  LABEL_RELOAD_PAGE,
  LABEL_REQUEST_ID,
  MSG_ERROR_BY_STATUS,
  MSG_ERROR_TEXT,
  MSG_ERROR_TITLE,
  MSG_NOT_FOUND_TEXT,
} from "~/config/messages/layout";
import type { Common, ErrorPageTexts } from "~/server/api/common.server";
import { REQUEST_ID_ATTRIBUTE } from "./request-id-context";
import { PageLink } from "~/components/ui/PageLink";

/** Shipped in `public/` so an error page has its picture even without common data. */
const FALLBACK_IMAGE = { src: "/images/error.svg", width: 480, height: 320, alt: "" };

/**
 * The texts of the error page for a status (the error layout): 404 uses common `page_404` (by
 * default «Страница не найдена»); other statuses a Russian message meant for users, never the error itself.
 */
export function errorPageTexts(status: number, common: Common | null, here: string): ErrorPageTexts {
  if (status === 404) {
    return (
      common?.page_404 ?? {
        title: MSG_PAGE_NOT_FOUND,
        text: MSG_NOT_FOUND_TEXT,
        image: null,
        buttons: [
          { title: LABEL_GO_HOME, link: "/" },
          { title: LABEL_GO_CATALOG, link: "/catalog" },
        ],
      }
    );
  }
  const page = common?.page_error;
  return {
    title: page?.title ?? MSG_ERROR_TITLE,
    text: MSG_ERROR_BY_STATUS[status] ?? (page?.text || MSG_ERROR_TEXT),
    image: page?.image ?? null,
    buttons: page?.buttons.length
      ? page.buttons
      : [
          { title: LABEL_GO_HOME, link: "/" },
          { title: LABEL_RELOAD_PAGE, link: here },
        ],
  };
}

/**
 * The error page body: image, status code, title, text, the request's id on a server error (a shopper quotes
 * it to the shop, which finds the request in its log) and up to two buttons.
 */
export function ErrorPage({ status, texts, requestId }: { status: number; texts: ErrorPageTexts; requestId?: string }) {
  const image = texts.image ?? FALLBACK_IMAGE;
  return (
    <section className="container error-page" data-testid="error-page" data-status={status}>
      <img className="error-page__image" src={image.src} width={image.width} height={image.height} alt={image.alt} />
      <div className="error-page__body">
        <p className="error-page__code">
          <span className="visually-hidden">{LABEL_ERROR_CODE} </span>
          {status}
        </p>
        <h1 className="error-page__title">{texts.title}</h1>
        {texts.text ? <p className="error-page__text">{texts.text}</p> : null}
        {requestId && status >= 500 ? (
          <p className="error-page__request-id">
            {LABEL_REQUEST_ID}: <span {...{ [REQUEST_ID_ATTRIBUTE]: requestId }}>{requestId}</span>
          </p>
        ) : null}
        {texts.buttons.length > 0 ? (
          <div className="error-page__buttons">
            {texts.buttons.slice(0, 2).map((button, index) => (
              <PageLink
                key={button.link + button.title}
                to={button.link}
                className={index === 0 ? "button" : "button button--outline"}
                reloadDocument={index > 0 && status !== 404}
              >
                {button.title}
              </PageLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
