import { Link } from "@remix-run/react";
import {
  ADMIN_MODEL_ALONE,
  ADMIN_MODEL_HIDDEN,
  ADMIN_MODEL_ON_SITE,
  ADMIN_MODEL_THIS,
  ADMIN_MODEL_TITLE,
  ADMIN_MODEL_VARIANT_TITLE,
  ADMIN_MODEL_VARIANTS,
} from "~/config/messages/admin-catalog";
import { itemHref } from "~/lib/handles";
import type { StaffModel } from "~/server/admin/catalog-api.server";

/**
 * The model a good is in: its name, what its variants differ in, and each variant with its label, a link to its
 * own edit page and, when shown, to its page in the shop. The good being edited is named, not linked.
 */
export function GoodModel({ goodId, model }: { goodId: number; model: StaffModel }) {
  const alone = model.variants.length === 1;
  return (
    <section className="admin__card admin-model" aria-labelledby="good-model">
      <h2 id="good-model">{ADMIN_MODEL_TITLE(model.name)}</h2>
      {alone ? (
        <p>{ADMIN_MODEL_ALONE}</p>
      ) : (
        <>
          <p>{ADMIN_MODEL_VARIANT_TITLE(model.variant_title)}</p>
          <ul className="admin-model__variants" aria-label={ADMIN_MODEL_VARIANTS}>
            {model.variants.map((variant) => {
              const label = variant.label ?? variant.name;
              return (
                <li key={variant.id}>
                  {variant.id === goodId ? (
                    <strong>
                      {label} — {ADMIN_MODEL_THIS}
                    </strong>
                  ) : (
                    <Link to={`/admin/goods/${variant.id}`}>{label}</Link>
                  )}
                  {variant.hidden ? <span className="admin-model__note"> ({ADMIN_MODEL_HIDDEN})</span> : null}
                  {variant.hidden ? null : (
                    <>
                      {" · "}
                      <a href={itemHref(variant)}>{ADMIN_MODEL_ON_SITE}</a>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
