import { HOME_EMPTY_ADMIN, HOME_EMPTY_FIRST_ADMIN, HOME_EMPTY_INTRO, HOME_EMPTY_STEPS, HOME_EMPTY_TITLE } from "~/config/messages/home";

/** Where each step is done in the back office. */
const STEP_PAGES: Record<keyof typeof HOME_EMPTY_STEPS, string> = {
  settings: "/admin/settings",
  catalogue: "/admin/sections",
  content: "/admin/content",
  delivery: "/admin/delivery",
};

/**
 * The home page of a shop with nothing in its catalogue: what its operator sets up before opening, and where.
 * Plain links (not <Link>): the back office is another part of the site with its own sign-in.
 */
export function EmptyShopGuide() {
  return (
    <section className="home-block empty-shop" aria-labelledby="empty-shop-title">
      <h2 id="empty-shop-title">{HOME_EMPTY_TITLE}</h2>
      <p>{HOME_EMPTY_INTRO}</p>
      <ol>
        {(Object.keys(STEP_PAGES) as (keyof typeof STEP_PAGES)[]).map((step) => (
          <li key={step}>
            <a href={STEP_PAGES[step]}>{HOME_EMPTY_STEPS[step].title}</a>: {HOME_EMPTY_STEPS[step].text}
          </li>
        ))}
      </ol>
      <p>
        <a href="/admin" className="button">
          {HOME_EMPTY_ADMIN}
        </a>
      </p>
      <p className="empty-shop__hint">{HOME_EMPTY_FIRST_ADMIN}</p>
    </section>
  );
}
