import { LABEL_BANNER, LABEL_BANNER_HIDE } from "~/config/messages/layout";
import { CloseIcon } from "~/components/ui/icons";
import { PreferenceForm, usePreferenceDismissed } from "./PreferenceForm";
import { useRootData } from "./root-data";
import { PageLink } from "~/components/ui/PageLink";

/**
 * The main banner from common `banner`, shown until the shopper closes it
 * (`infoMainBanner=false`). The home page places it; it renders nothing when hidden or when there is no banner.
 */
export function MainBanner() {
  const root = useRootData();
  const dismissed = usePreferenceDismissed("hide-banner");
  const banner = root?.common?.banner;
  if (!banner || !root.showMainBanner || dismissed) return null;

  return (
    <section className="main-banner" aria-label={LABEL_BANNER} data-testid="main-banner">
      {banner.image ? (
        <img className="main-banner__image" src={banner.image.src} width={banner.image.width} height={banner.image.height} alt={banner.image.alt} />
      ) : null}
      <div className="main-banner__content">
        <h2 className="main-banner__title">{banner.title}</h2>
        {banner.text ? <p className="main-banner__text">{banner.text}</p> : null}
        {banner.link ? (
          <PageLink className="button main-banner__link" to={banner.link.url}>
            {banner.link.title}
          </PageLink>
        ) : null}
      </div>
      <PreferenceForm intent="hide-banner" className="main-banner__close-form">
        <button type="submit" className="icon-button main-banner__close">
          <CloseIcon size={20} />
          <span className="visually-hidden">{LABEL_BANNER_HIDE}</span>
        </button>
      </PreferenceForm>
    </section>
  );
}
