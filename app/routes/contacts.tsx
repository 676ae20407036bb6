import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import FeedbackForm from "~/components/forms/FeedbackForm";
import { ContactsMap } from "~/components/content/ContactsMap";
import { useRootData } from "~/components/layout/root-data";
import { SellerDetails } from "~/components/layout/SellerDetails";
import { LABEL_FEEDBACK_TITLE } from "~/config/messages/catalog";
import { LABEL_SELLER_DETAILS } from "~/config/messages/layout";
import { seoMeta } from "~/lib/seo";
import { getPage } from "~/server/api/page.server";

export async function loader() {
  const page = await getPage("contacts");
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? seoMeta(args, { title: data.seo_title || data.title, description: data.seo_description || data.title }) : [];

/**
 * Contacts from common data, the page text, a map on demand (when configured), the seller's details (common
 * data) and the feedback form.
 */
export default function ContactsPage() {
  const page = useLoaderData<typeof loader>();
  const root = useRootData();
  const contacts = root?.common?.footer.contacts ?? [];
  const seller = root?.common?.seller;
  const href = (type: string, value: string) =>
    type === "phone" ? `tel:+${value.replace(/\D/g, "")}` : type === "email" ? `mailto:${value}` : undefined;
  return (
    <article className="container content-page">
      <h1>{page.title}</h1>
      <ul className="contacts-list">
        {contacts.map((c) => (
          <li key={c.type + c.value}>
            {href(c.type, c.value) ? <a href={href(c.type, c.value)}>{c.value}</a> : <span>{c.value}</span>}
            {c.title ? <small> — {c.title}</small> : null}
          </li>
        ))}
      </ul>
      <div className="content-page__body rich-text" dangerouslySetInnerHTML={{ __html: page.text }} />
      <ContactsMap mapsKey={root?.publicEnv.YANDEX_MAPS_KEY} address={contacts.find((c) => c.type === "address")?.value} />
      {seller ? (
        <section className="home-block" aria-labelledby="seller-details">
          <h2 id="seller-details">{LABEL_SELLER_DETAILS}</h2>
          <SellerDetails seller={seller} className="seller--table" />
        </section>
      ) : null}
      <section className="home-block">
        <h2>{LABEL_FEEDBACK_TITLE}</h2>
        <FeedbackForm />
      </section>
    </article>
  );
}
