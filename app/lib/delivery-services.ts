/**
 * The courier's services as the checkout offers them (`GET /api/order/services`, docs/api.md): lift to the
 * floor, assembly per good, removal of old furniture, a measuring visit, each with the price the backend gives.
 */

/** The services of the whole order a shopper ticks; assembly is ticked per good. */
export const ORDER_SERVICE_CODES = ["lift", "removal", "measuring"] as const;
export type OrderServiceCode = (typeof ORDER_SERVICE_CODES)[number];

export type ServicesOffer = {
  /** What the shop offers, in its order; `price` null: lift before the floor and the lift are said (assembly is priced per good). */
  services: { code: string; title: string; price: number | null }[];
  /** The goods that can be assembled: the price of one piece and the cart's count. */
  assembly: { good_id: number; name: string; count: number; price: number }[];
};

/** What the shopper ticked: the order's services and the goods to assemble (by id). */
export type ServicesChoice = { services: readonly string[]; assembly: readonly number[] };

export const NO_SERVICES: ServicesChoice = { services: [], assembly: [] };

/** The offered service of this code, if the shop offers it. */
export const offeredService = (offer: ServicesOffer, code: string) => offer.services.find((service) => service.code === code);

/** A ticked service that costs something: the order's services by the offer's title, assembly by the good's name. */
export type ChosenService = { code: string; good_id: number | null; name: string; count: number; sum: number };

/**
 * The ticked services as the backend will price the order's lines: lift, assembly per good in the cart's order,
 * removal, measuring; a service not offered, not priced yet (lift before floor and lift) or free is no line.
 */
export function chosenServices(offer: ServicesOffer, choice: ServicesChoice): ChosenService[] {
  const orderWide = (code: string): ChosenService[] => {
    const service = offeredService(offer, code);
    return choice.services.includes(code) && service?.price ? [{ code, good_id: null, name: service.title, count: 1, sum: service.price }] : [];
  };
  const assembly = offer.assembly.flatMap((good) =>
    choice.assembly.includes(good.good_id) && good.price > 0
      ? [{ code: "assembly", good_id: good.good_id, name: good.name, count: good.count, sum: good.price * good.count }]
      : [],
  );
  return [...orderWide("lift"), ...assembly, ...orderWide("removal"), ...orderWide("measuring")];
}

/** What the ticked services cost (kopecks), as the order will charge them. */
export const servicesTotal = (offer: ServicesOffer, choice: ServicesChoice) => chosenServices(offer, choice).reduce((sum, line) => sum + line.sum, 0);
