import { useRootData } from "~/components/layout/root-data";
import { LABEL_CREDIT_TERMS, LABEL_INSTALLMENT_TERMS, LABEL_MONTHLY_FROM, LABEL_MONTHLY_NOTE } from "~/config/messages/payment-methods";
import { formatPrice } from "~/lib/price";
import { monthlyOffer, type MonthlyOffer } from "~/lib/payment-methods";

/** The rate as a Russian reader writes it: 19.9 → «19,9». */
const rateText = (rate: number) => String(rate).replace(".", ",");

/** The terms an offer was computed on, for its note. */
export function offerTerms(offer: MonthlyOffer): string {
  return offer.kind === "credit" ? LABEL_CREDIT_TERMS(offer.terms.months, rateText(offer.terms.rate)) : LABEL_INSTALLMENT_TERMS(offer.terms.months);
}

/**
 * «от X ₽/мес» under a price when the shop takes credit or instalments and their bounds take this price (nothing
 * otherwise). The terms come with the common data, the same for every visitor, so a cached page may carry it.
 * `withNote` adds the note the law asks of an advertised loan: who lends and on what terms (the item page).
 */
export function MonthlyPrice({ price, withNote = false }: { price: number; withNote?: boolean }) {
  const terms = useRootData()?.common?.payment_terms ?? null;
  const offer = monthlyOffer(price, terms);
  if (!offer || !terms) return null;
  return (
    <span className="monthly-price" data-testid="monthly-price">
      <span className="monthly-price__amount">{LABEL_MONTHLY_FROM(formatPrice(offer.monthly))}</span>
      {withNote ? <small className="monthly-price__note">{LABEL_MONTHLY_NOTE(offerTerms(offer), terms.lender)}</small> : null}
    </span>
  );
}
