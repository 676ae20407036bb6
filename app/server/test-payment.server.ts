import { PAYMENT_ID_ONLINE } from "~/config/constants";
import { LABEL_TEST_PAYMENT } from "~/config/messages/checkout";
import { paysOnTestPage } from "./transport.server";

/*
 * Exports (stable):
 *   withTestPaymentNote(payments): payments   the online payment carries a `note` that it is a test, when it is one
 */

/**
 * The checkout's payments, the online one with a `note` that no money moves when it goes to the test page: a
 * sentence of its own, shown apart from the shop's description (which need not end with a full stop).
 */
export function withTestPaymentNote<T extends { id: number }>(payments: T[]): (T & { note?: string })[] {
  if (!paysOnTestPage) return payments;
  return payments.map((p) => (p.id === PAYMENT_ID_ONLINE ? { ...p, note: LABEL_TEST_PAYMENT } : p));
}
