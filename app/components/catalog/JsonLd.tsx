import { jsonLdString } from "~/lib/seo";
import { useNonce } from "~/components/layout/nonce-context";

/** Structured data for search engines, with the CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
