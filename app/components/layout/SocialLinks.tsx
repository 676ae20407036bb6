import { LABEL_NEW_TAB, LABEL_SOCIAL } from "~/config/messages/layout";
import type { SocialLink } from "~/server/api/common.server";
import { SocialIcon } from "~/components/ui/SocialIcon";
import { CONTACT_POINT_TYPES } from "~/lib/social-types";

type SocialLinksProps = {
  links: SocialLink[];
  /** Optional visible title of the block. */
  title?: string;
  className?: string;
};

/**
 * Social and messenger icons. Each opens in a new tab; Telegram and WhatsApp are marked as contact points
 * (`data-contact-point` and schema.org `ContactPoint` microdata) so crawlers see them as ways to reach the shop.
 */
export function SocialLinks({ links, title, className = "" }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <div className={`socials ${className}`}>
      {title ? <p className="socials__title">{title}</p> : null}
      <ul className="socials__list">
        {links.map((link) => {
          const contactPoint = CONTACT_POINT_TYPES.includes(link.type);
          return (
            <li key={`${link.type}-${link.url}`} {...(contactPoint ? { itemScope: true, itemType: "https://schema.org/ContactPoint" } : {})}>
              {contactPoint ? <meta itemProp="contactType" content="customer support" /> : null}
              <a
                href={link.url}
                className={`socials__link socials__link--${link.type}`}
                target="_blank"
                rel="noopener noreferrer"
                data-contact-point={contactPoint ? link.type : undefined}
                itemProp={contactPoint ? "url" : undefined}
              >
                <SocialIcon type={link.type} />
                <span className="visually-hidden">
                  {LABEL_SOCIAL[link.type]} {LABEL_NEW_TAB}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
