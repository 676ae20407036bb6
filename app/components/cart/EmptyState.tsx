import { PageLink } from "~/components/ui/PageLink";

type EmptyStateProps = { title: string; text: string; links: { to: string; label: string }[] };

/** The empty cart or favourites: a short text and links back into the shop. */
export function EmptyState({ title, text, links }: EmptyStateProps) {
  return (
    <section className="cart-empty" data-testid="empty-state">
      <h2 className="cart-empty__title">{title}</h2>
      <p className="cart-empty__text">{text}</p>
      <div className="cart-empty__links">
        {links.map((link, index) => (
          <PageLink key={link.to} to={link.to} className={index === 0 ? "button" : "button button--outline"}>
            {link.label}
          </PageLink>
        ))}
      </div>
    </section>
  );
}
