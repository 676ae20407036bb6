import { LABEL_CONTACT_ADDRESS, LABEL_CONTACT_EMAIL, LABEL_CONTACT_PHONE } from "~/config/messages/layout";
import { normalizePhone } from "~/lib/phone";
import type { Contact } from "~/server/api/common.server";
import { MailIcon, PhoneIcon, PinIcon } from "~/components/ui/icons";

const DEFAULT_TITLE = { phone: LABEL_CONTACT_PHONE, email: LABEL_CONTACT_EMAIL, address: LABEL_CONTACT_ADDRESS };
const ICON = { phone: PhoneIcon, email: MailIcon, address: PinIcon };

/** A `tel:` href for a phone as people write it ("+7 495 120-45-67" → "tel:+74951204567"). */
export function telHref(phone: string): string {
  return `tel:+${normalizePhone(phone)}`;
}

/** Contacts by type: phone → `tel:`, email → `mailto:`, address as text. */
export function ContactList({ contacts, className = "" }: { contacts: Contact[]; className?: string }) {
  if (contacts.length === 0) return null;
  return (
    <ul className={`contacts ${className}`}>
      {contacts.map((contact) => {
        const Icon = ICON[contact.type];
        return (
          <li key={`${contact.type}-${contact.value}`} className={`contacts__item contacts__item--${contact.type}`}>
            <Icon size={20} className="contacts__icon" />
            <div className="contacts__body">
              <span className="contacts__title">{contact.title || DEFAULT_TITLE[contact.type]}</span>
              {contact.type === "phone" ? (
                <a className="contacts__value" href={telHref(contact.value)}>
                  {contact.value}
                </a>
              ) : contact.type === "email" ? (
                <a className="contacts__value" href={`mailto:${contact.value}`}>
                  {contact.value}
                </a>
              ) : (
                <address className="contacts__value">{contact.value}</address>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
