import { z } from "zod";
import { ALL_PAYMENT_METHODS, PAYMENT_METHOD_CODES } from "~/config/constants";
import { MSG_PAYMENT_METHOD_UNKNOWN } from "~/config/messages/payment-methods";

/**
 * The checkout's choice of how to pay online: one of the methods or «Все способы» (""), which is also what a
 * form without the choice (an offline payment, a page from before) sends. The backend checks the total's bounds.
 */
export const paymentMethodField = z.preprocess(
  (v) => (v == null ? ALL_PAYMENT_METHODS : v),
  z.enum([ALL_PAYMENT_METHODS, ...PAYMENT_METHOD_CODES], { errorMap: () => ({ message: MSG_PAYMENT_METHOD_UNKNOWN }) }),
);
