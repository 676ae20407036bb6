import type { PaymentMethodCode } from "~/config/constants";

/** The ways to pay online at checkout, and the monthly payment of credit and instalments on cards, items and the cart. */

export const LABEL_PAYMENT_METHOD = "Как оплатить онлайн";
export const LABEL_PAYMENT_METHOD_ALL = "Все способы";
export const LABEL_PAYMENT_METHOD_ALL_TEXT = "Выберите способ на странице ЮKassa";
export const LABEL_PAYMENT_METHODS: Record<PaymentMethodCode, { title: string; text: string }> = {
  bank_card: { title: "Банковская карта", text: "Мир, Visa, Mastercard" },
  sbp: { title: "СБП", text: "Система быстрых платежей: подтверждение в приложении банка" },
  sberbank: { title: "SberPay", text: "Подтверждение в СберБанк Онлайн" },
  tinkoff_bank: { title: "T-Pay", text: "Подтверждение в приложении Т-Банка" },
  yoo_money: { title: "ЮMoney", text: "Кошелёк ЮMoney" },
  sber_loan: { title: "Покупки в кредит", text: "Кредит или рассрочка от СберБанка, решение онлайн" },
  installments: { title: "Заплатить по частям", text: "Равными частями без переплаты" },
};
/** «от 3 000 до 150 000 ₽»: the amounts a method takes. */
export const LABEL_PAYMENT_METHOD_BOUNDS = (min: string, max: string) => `Сумма заказа от ${min} до ${max}`;
export const MSG_PAYMENT_METHOD_UNKNOWN = "Выберите способ оплаты онлайн из списка";

/** «от 4 190 ₽/мес». */
export const LABEL_MONTHLY_FROM = (amount: string) => `от ${amount}/мес`;
/** The note an advertised monthly payment needs: who lends, on what terms, and that it is not an offer. */
export const LABEL_MONTHLY_NOTE = (terms: string, lender: string) =>
  `Расчёт предварительный: ${terms}. Кредит предоставляет ${lender}; решение о выдаче и окончательные условия — за банком. Не является публичной офертой.`;
export const LABEL_CREDIT_TERMS = (months: number, rate: string) => `кредит на ${months} мес. под ${rate} % годовых`;
export const LABEL_INSTALLMENT_TERMS = (months: number) => `рассрочка на ${months} мес. без переплаты`;
