import type { ReactNode } from "react";
import type { PaymentMethodCode } from "~/config/constants";
import { IconSvg } from "~/components/ui/icons";

/**
 * A small mark per way to pay, drawn here in `currentColor` (no brand files): a card, the СБП arrows, a bank's
 * phone, a wallet, a percent sign for credit and split coins for instalments; a grid of choices for «Все способы».
 */
const MARKS: Record<PaymentMethodCode | "all", ReactNode> = {
  bank_card: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  sbp: <path d="M4 4l6 8-6 8M10 4l6 8-6 8M16 4l4 8-4 8" />,
  sberbank: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 12.5l3 3 5.5-6.5" />
    </>
  ),
  tinkoff_bank: (
    <>
      <path d="M4.5 4.5h15v8.5a7.5 7.5 0 01-15 0z" />
      <path d="M8.5 9h7M12 9v7" />
    </>
  ),
  yoo_money: (
    <>
      <path d="M3.5 7.5h15a2 2 0 012 2v8a2 2 0 01-2 2h-15z" />
      <path d="M3.5 7.5l12-3v3M16.5 13.5h1" />
    </>
  ),
  sber_loan: (
    <>
      <path d="M6 18L18 6" />
      <circle cx="7.5" cy="7.5" r="2.5" />
      <circle cx="16.5" cy="16.5" r="2.5" />
    </>
  ),
  installments: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 3.5v17M12 12l6-6" />
    </>
  ),
  all: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
};

export function PaymentMethodIcon({ code }: { code: PaymentMethodCode | "all" }) {
  return (
    <IconSvg className="payment-method-icon" size={28} data-method={code}>
      {MARKS[code]}
    </IconSvg>
  );
}
