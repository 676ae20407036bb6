import { Link } from "@remix-run/react";
import { LABEL_GO_HOME } from "~/config/messages/layout";
import type { CommonImage } from "~/server/api/common.server";

/** Shipped in `public/` so the error layout has a logo even when common data failed. */
const FALLBACK_LOGO = { src: "/logo.svg", width: 160, height: 40, alt: "" };

/** The shop's logo, linking to `/`. */
export function Logo({ image, siteName, className = "" }: { image: CommonImage | null; siteName: string; className?: string }) {
  const logo = image ?? FALLBACK_LOGO;
  return (
    <Link to="/" className={`logo ${className}`} aria-label={siteName ? `${siteName} — ${LABEL_GO_HOME}` : LABEL_GO_HOME}>
      <img src={logo.src} width={logo.width} height={logo.height} alt="" className="logo__image" />
    </Link>
  );
}
