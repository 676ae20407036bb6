import { Form, Link } from "@remix-run/react";
import { itemHref } from "~/lib/handles";
import { LABEL_FAVOURITES, LABEL_NO_FAVOURITES, LABEL_REMOVE } from "~/config/messages";

export type FavouriteRow = { id: number; name: string; handle: string; section_handle: string };

/** The account's favourites with «Удалить» (a plain post, back to this page with the toast). */
export function FavouritesList({ goods }: { goods: FavouriteRow[] }) {
  return (
    <section className="account-favourites" aria-labelledby="account-favourites-title">
      <h2 id="account-favourites-title">{LABEL_FAVOURITES}</h2>
      {goods.length === 0 ? (
        <p>{LABEL_NO_FAVOURITES}</p>
      ) : (
        <ul className="account-favourites__list">
          {goods.map((good) => (
            <li key={good.id} className="account-favourites__item">
              <Link to={itemHref(good)}>{good.name}</Link>
              <Form method="post" action="/favorites">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={good.id} />
                <input type="hidden" name="redirectTo" value="/account/favorites" />
                <button type="submit" className="button button--link" aria-label={`${LABEL_REMOVE}: ${good.name}`}>
                  {LABEL_REMOVE}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
