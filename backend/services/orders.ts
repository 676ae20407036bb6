import { createAddressSuggester, streetTableOf, type AddressSuggestion } from "./address-suggest";
import { createPartySuggester, type PartySuggestion } from "./party-suggest";
import { verifyCaptcha } from "./captcha";
import { placeOrder, type OrderInput, type OrderPlaced } from "./checkout";
import { shopperInvoiceFile, type InvoiceFile } from "./invoices/invoices";
import { receiptSettingsOf } from "./order-lines";
import { previewPromo, type PromoPreview } from "./checkout-promo";
import { DomainError } from "./errors";
import type { FileStore } from "./file-store";
import type { AccountServices, ServiceDeps } from "./contracts";
import { acceptRequest, dropRequest, storeRequest, type LeadRequestInput } from "./lead-requests";
import type { OrderMailDeps } from "./order-mails";
import { findOrderByCode, isPayable, listOrdersForUser, viewOrders, type OrderRow, type OrderView } from "./order-view";
import { changePayment, createTestGateway, orderForPayLink, settlePayment, type PaymentAction } from "./payment-gateway";
import { createOnlinePayments, type OnlinePayments } from "./payments/online-payment";
import { PaymentProviderUnavailable, type PaymentProvider } from "./payments/provider";
import { reservationSweeper } from "./payments/reservations";
import { createYookassaProvider } from "./payments/yookassa";
import { loadDeliveryDays, type DeliveryDays } from "./delivery-dates";
import { loadCheckoutOptions, loadPickupPoints, type CheckoutOptions, type PickupPoint } from "./checkout-options";
import { deliveryPricesIn } from "./delivery-zones";
import { quoteServices, type ServicesQuote } from "./delivery-services";

export type { OrderView } from "./order-view";

/** Code purpose for confirming a custom-size request by SMS. */
const CUSTOM_SIZE_PURPOSE = "request_custom_size";

/** Checkout, orders, the test payment gateway, lead requests and address suggestions. */
export interface OrderServices {
  options(): Promise<CheckoutOptions>;
  pickupPoints(city: string): Promise<PickupPoint[]>;
  /** The zone of a city and what each offered delivery costs there (price null: the manager prices it). */
  deliveryPrices(city: string): ReturnType<typeof deliveryPricesIn>;
  /** The delivery days each shown way offers for these goods (`GET /order/dates`). */
  deliveryDays(goodIds: number[], now: string, city: string): Promise<DeliveryDays[]>;
  /** The courier's services for a cart and a building, and the chosen ones priced. */
  servicesQuote(input: Parameters<typeof quoteServices>[1]): Promise<ServicesQuote>;
  placeOrder(input: OrderInput): Promise<OrderPlaced>;
  /** The order for an id and its secret code; `not_found` for a wrong pair. */
  orderByCode(id: number, code: string): Promise<OrderView>;
  /** A signed-in user's orders, newest first (for `GET /lk/orders`). */
  listOrdersForUser(userId: number): Promise<OrderView[]>;
  /** The счёт of one of the user's orders as a PDF; `not_found` for another's order or one without a счёт. */
  invoiceFile(userId: number, orderId: number): Promise<InvoiceFile>;
  /** The pay link of an order its owner or code-holder may pay: `not_found` unknown/not theirs, `order_not_payable`. */
  payLink(input: { id: number; code: string | null; userId: number | null }): Promise<string>;
  /**
   * Another way to pay an order still waiting for payment, by its owner or code-holder: `not_found` unknown/not
   * theirs, `order_not_payable` no longer waiting, `payment_unknown` an unknown payment.
   */
  changePayment(input: { id: number; code: string | null; userId: number | null; paymentId: number }): Promise<OrderView>;
  /** The order behind a signed pay link (`pay_link_invalid` when the signature does not match). */
  orderForPayLink(orderId: number, token: string): Promise<OrderRow>;
  /** The gateway's callback: settles an awaiting order once; answers the order for the return URL. */
  settlePayment(input: { orderId: number; token: string; action: PaymentAction }): Promise<OrderRow>;
  /**
   * A provider's notification about payment `id` of provider `provider`: re-read from the provider, only its
   * answer moves the order. `ignored` for an id that is no payment of ours (or another provider's notice);
   * `payment_unavailable` when the provider cannot be asked now.
   */
  paymentNotification(provider: string, id: string): Promise<"applied" | "ignored">;
  /** A promo code's discount on a cart (a `promo_*` error when it does not work for it). */
  checkPromo(input: { code: string; cart: Map<number, number>; userId: number | null }): Promise<PromoPreview>;
  /** Which provider takes online payments: `test`, `yookassa`, or `none` (online payment is not offered). */
  readonly paymentProvider: string;
  /**
   * Stores a lead request and notifies the manager; a custom-size request is held until its SMS code is
   * confirmed and answers the code's form id instead.
   */
  submitRequest(input: Omit<LeadRequestInput, "pending" | "now"> & { phone: string }): Promise<RequestOutcome>;
  /** Confirms a held request with its SMS code (a `code_*` error for a wrong, used or expired code). */
  confirmRequest(input: { formId: string; code: string }): Promise<void>;
  suggestAddress(query: string, count: number): Promise<AddressSuggestion[]>;
  /** Companies (name, ИНН, КПП) for the invoice payer: DaData's when a key is set, none otherwise. */
  suggestParty(query: string, count: number): Promise<PartySuggestion[]>;
  /** reCAPTCHA v3 check; true when no secret is set or no token was sent (a missing token never blocks a form). */
  verifyCaptcha(input: { token: string; action: string; ip: string }): Promise<boolean>;
}

/** A request accepted at once, or held until the SMS code sent with form `formId` confirms it. */
export type RequestOutcome = { confirm: false } | { confirm: true; formId: string };

/** Builds the order services over the database, the file store and the accounts engineer's outbox, codes and auth. */
export function createOrderServices(deps: ServiceDeps, accounts: AccountServices, files: FileStore): OrderServices {
  const { db, config, log } = deps;
  const now = () => new Date(config.now()).toISOString();
  const leadDeps = { db, files, managerEmail: config.messaging.managerEmail, outbox: accounts.outbox };
  const mails: OrderMailDeps = { outbox: accounts.outbox, managerEmail: config.messaging.managerEmail, publicUrl: config.publicUrl };
  const suggestAddress = createAddressSuggester(streetTableOf(db), log, config.dadataApiKey);
  const online = onlinePaymentsFor(deps, mails, now);
  const receipt = receiptSettingsOf(config.payment);
  // Reservations whose payment can no longer be paid are released on the checkout's own traffic.
  const releaseExpired = online ? reservationSweeper(db, online, log, config.now) : async () => {};

  /** An order its code-holder or its signed-in owner may act on; `not_found` for anyone else, as for a missing one. */
  async function reachableOrder({ id, code, userId }: { id: number; code: string | null; userId: number | null }): Promise<OrderRow> {
    const order = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
    const allowed = order && ((code !== null && order.code === code) || (userId !== null && order.user_id === userId));
    if (!order || !allowed) throw new DomainError("not_found");
    return order;
  }

  return {
    paymentProvider: config.payment.kind,
    async options() {
      await releaseExpired();
      return loadCheckoutOptions(db, online !== null ? config.paymentMethods.enabled : null);
    },
    pickupPoints: (city) => loadPickupPoints(db, city),
    deliveryPrices: (city) => deliveryPricesIn(db, city),
    deliveryDays: (goodIds, now, city) => loadDeliveryDays(db, { now, goodIds, city }),
    servicesQuote: (input) => quoteServices(db, input),
    invoiceFile: (userId, orderId) => shopperInvoiceFile(db, files, userId, orderId),

    async placeOrder(input) {
      if (!online && (await isOnlinePayment(input.payment_id))) throw new DomainError("payment_unknown", { fields: ["payment_id"] });
      const placed = await placeOrder(db, mails, files, receipt, input, online ? config.paymentMethods.enabled : []);
      if (!placed.can_pay || !online) return placed;
      const order = await db.selectFrom("orders").selectAll().where("id", "=", placed.order_id).executeTakeFirstOrThrow();
      // The order stands even when the provider is down: the buyer can pay it later from /payresult.
      const payLink = await online.payLink(order).catch((error: unknown) => {
        log.warn({ err: error, orderId: order.id }, "no pay link for a new order yet");
        return null;
      });
      return { ...placed, pay_link: payLink };
    },

    async orderByCode(id, code) {
      const stored = await findOrderByCode(db, id, code);
      if (!stored) throw new DomainError("not_found");
      // The buyer may be back before the provider's notification: ask the provider how the payment stands.
      const order = online ? await online.refresh(stored) : stored;
      const [view] = await viewOrders(db, [order]);
      return view;
    },

    listOrdersForUser: (userId) => listOrdersForUser(db, userId),
    checkPromo: (input) => previewPromo(db, { ...input, now: now() }),

    async payLink(ref) {
      const order = await reachableOrder(ref);
      if (!isPayable(order) || !online) throw new DomainError("order_not_payable");
      return online.payLink(order);
    },

    async changePayment({ paymentId, ...ref }) {
      if (!online && (await isOnlinePayment(paymentId))) throw new DomainError("payment_unknown", { fields: ["payment_id"] });
      const order = await changePayment(db, { order: await reachableOrder(ref), paymentId, now: now() });
      const [view] = await viewOrders(db, [order]);
      return view;
    },

    orderForPayLink: (orderId, token) => orderForPayLink(db, config.secret, orderId, token),
    settlePayment: (input) => settlePayment(db, mails, config.secret, { ...input, now: now() }),

    async paymentNotification(provider, id) {
      if (!online || provider !== config.payment.kind) return "ignored";
      try {
        return await online.syncPayment(id);
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) throw new DomainError("payment_unavailable");
        throw error;
      }
    },

    async submitRequest({ phone, ...input }) {
      const pending = input.kind === "good_custom_size";
      const requestId = await storeRequest(leadDeps, { ...input, pending, now: now() });
      if (!pending) return { confirm: false };
      try {
        const { formId } = await accounts.codes.issue({
          purpose: CUSTOM_SIZE_PURPOSE,
          to: phone,
          channel: "sms",
          ip: input.ip,
          payload: { requestId },
        });
        return { confirm: true, formId };
      } catch (error) {
        // No code, no way to confirm: keep nothing of this request.
        await dropRequest(leadDeps, requestId);
        throw error;
      }
    },

    async confirmRequest({ formId, code }) {
      const { payload } = await accounts.codes.verify({ formId, code, purpose: CUSTOM_SIZE_PURPOSE });
      const requestId = (payload as { requestId?: unknown } | null)?.requestId;
      if (typeof requestId !== "number") throw new DomainError("not_found");
      await acceptRequest(leadDeps, requestId, now());
    },

    suggestAddress,
    suggestParty: createPartySuggester(log, config.dadataApiKey),
    verifyCaptcha: (input) => verifyCaptcha(config, log, input),
  };

  async function isOnlinePayment(paymentId: number): Promise<boolean> {
    const payment = await db.selectFrom("payments").select("online").where("id", "=", paymentId).executeTakeFirst();
    return payment?.online === 1;
  }
}

/** The configured payment provider (the one payments and the back office's refunds go through), or null for none. */
export function paymentProviderFor({ db, config }: Pick<ServiceDeps, "db" | "config">): PaymentProvider | null {
  const payment = config.payment;
  if (payment.kind === "none") return null;
  return payment.kind === "yookassa" ? createYookassaProvider(payment.yookassa) : createTestGateway(db, config.secret);
}

/** The configured provider behind online payment, or null when the shop takes none. */
function onlinePaymentsFor({ db, config, log }: ServiceDeps, mails: OrderMailDeps, now: () => string): OnlinePayments | null {
  const payment = config.payment;
  const provider = paymentProviderFor({ db, config });
  if (!provider || payment.kind === "none") return null;
  const autoCapture = payment.kind === "yookassa" && payment.yookassa.capture;
  return createOnlinePayments({ db, mails, log: log.child({ payment: provider.name }), provider, autoCapture, publicUrl: config.publicUrl, now });
}
