import { PAYMENT_ID_ONLINE } from "~/config/constants";
import { LABEL_TEST_PAYMENT } from "~/config/messages";
import { env } from "./env.server";

/*
 * Exports (stable):
 *   withTestPaymentNote(payments): payments   the online payment's text says it is a test, when it is one
 */

/** The online payment goes to the in-process backend's test page: no money moves (demo mode). */
const onlinePaymentIsTest = !env.API_URL && env.PAYMENT_PROVIDER === "test";

/** The checkout's payments, the online one saying that no money moves when it goes to the test page. */
export function withTestPaymentNote<T extends { id: number; description: string }>(payments: T[]): T[] {
  if (!onlinePaymentIsTest) return payments;
  return payments.map((p) => (p.id === PAYMENT_ID_ONLINE ? { ...p, description: [p.description, LABEL_TEST_PAYMENT].filter(Boolean).join(" ") } : p));
}
