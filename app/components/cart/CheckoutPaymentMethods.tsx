import { ALL_PAYMENT_METHODS, type PaymentMethodCode } from "~/config/constants";
import {
  LABEL_MONTHLY_FROM,
  LABEL_PAYMENT_METHOD,
  LABEL_PAYMENT_METHOD_ALL,
  LABEL_PAYMENT_METHOD_ALL_TEXT,
  LABEL_PAYMENT_METHOD_BOUNDS,
  LABEL_PAYMENT_METHODS,
} from "~/config/messages/payment-methods";
import { useRootData } from "~/components/layout/root-data";
import { methodsForTotal, monthlyOffer } from "~/lib/payment-methods";
import { formatPrice } from "~/lib/price";
import { ChoiceGroup } from "./ChoiceGroup";
import { PaymentMethodIcon } from "./PaymentMethodIcon";

/** The choice kind of the online payment: CSS shows its ways to pay while it is chosen. */
export const ONLINE_PAYMENT_KIND = "online";

type Method = { code: PaymentMethodCode; min: number; max: number };

/**
 * How to pay online: «Все способы» (the provider's page) or one method the shop enabled, each with its mark, the
 * totals it takes and, for credit and instalments, «от X ₽/мес». A method whose bounds exclude `total` is not
 * offered; the backend checks again at the total it computes.
 */
export function CheckoutPaymentMethods({ methods, total }: { methods: readonly Method[]; total: number }) {
  const terms = useRootData()?.common?.payment_terms ?? null;
  if (methods.length === 0) return null;
  const monthlyOf = (code: PaymentMethodCode) => {
    const kind = code === "sber_loan" ? "credit" : code === "installments" ? "installments" : null;
    const offer = kind && terms?.[kind] ? monthlyOffer(total, { ...terms, [kind === "credit" ? "installments" : "credit"]: null }) : null;
    return offer ? <span className="payment-method__monthly">{LABEL_MONTHLY_FROM(formatPrice(offer.monthly))}</span> : null;
  };
  const choices = [
    {
      value: ALL_PAYMENT_METHODS,
      title: <Titled code="all" title={LABEL_PAYMENT_METHOD_ALL} />,
      text: LABEL_PAYMENT_METHOD_ALL_TEXT,
    },
    ...methodsForTotal(methods, total).map((method) => ({
      value: method.code,
      title: <Titled code={method.code} title={LABEL_PAYMENT_METHODS[method.code].title} />,
      text: (
        <>
          {LABEL_PAYMENT_METHODS[method.code].text}
          <span className="choice__note">{LABEL_PAYMENT_METHOD_BOUNDS(formatPrice(method.min), formatPrice(method.max))}</span>
          {monthlyOf(method.code)}
        </>
      ),
    })),
  ];
  return <ChoiceGroup name="payment_method" legend={LABEL_PAYMENT_METHOD} choices={choices} className="checkout-payment-methods" />;
}

function Titled({ code, title }: { code: PaymentMethodCode | "all"; title: string }) {
  return (
    <span className="payment-method__title">
      <PaymentMethodIcon code={code} />
      {title}
    </span>
  );
}
