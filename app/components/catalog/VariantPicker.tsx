import type { GoodDetail } from "~/server/api/catalog.server";
import { PageLink } from "~/components/ui/PageLink";

/**
 * The configurator: each variant is a link to its own item page, so choosing one works without JS;
 * the active variant is marked and the others are not.
 */
export function VariantPicker({ variants, sectionHandle }: { variants: GoodDetail["variants"]; sectionHandle: string }) {
  if (variants.goods.length < 2) return null;
  return (
    <nav className="variants" aria-label={variants.title}>
      <p className="variants__title">{variants.title}</p>
      <ul className="variants__list">
        {variants.goods.map((v) => (
          <li key={v.id}>
            <PageLink
              to={`/catalog/${sectionHandle}/${v.handle}`}
              className={v.active ? "variant is-active" : v.in_stock ? "variant" : "variant is-out"}
              aria-current={v.active ? "page" : undefined}
              keepScroll
              replace
            >
              {v.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
