import { LABEL_GO_HOME } from "~/config/messages/layout";
import type { CommonImage } from "~/server/api/common.server";
import { PageLink } from "~/components/ui/PageLink";

/** Shipped in `public/` so the error layout has a logo even when common data failed. */
const FALLBACK_LOGO = { src: "/logo.svg", width: 160, height: 40, alt: "" };

type LogoProps = {
  image: CommonImage | null;
  siteName: string;
  className?: string;
  /** A plain anchor, for markup rendered outside the router (the static footer). */
  plain?: boolean;
};

/** The shop's logo, linking to `/`. */
export function Logo({ image, siteName, className = "", plain = false }: LogoProps) {
  const logo = image ?? FALLBACK_LOGO;
  const props = { className: `logo ${className}`, "aria-label": siteName ? `${siteName} — ${LABEL_GO_HOME}` : LABEL_GO_HOME };
  const picture = <img src={logo.src} width={logo.width} height={logo.height} alt="" className="logo__image" />;
  return plain ? (
    <a {...props} href="/">
      {picture}
    </a>
  ) : (
    <PageLink to="/" {...props}>
      {picture}
    </PageLink>
  );
}
