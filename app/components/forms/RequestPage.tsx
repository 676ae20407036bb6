import type { ReactNode } from "react";

/** The full-page frame of a request form: where a modal's form posts, and where no-JS errors show. */
export function RequestPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="request-page">
      <h1 className="request-page__title">{title}</h1>
      {intro ? <div className="request-page__intro">{intro}</div> : null}
      <div className="request-page__form">{children}</div>
    </section>
  );
}
