import { useEffect, useRef, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { CHECKOUT_CITY_DELAY_MS } from "~/config/constants";
import type { ServicesOffer } from "~/lib/delivery-services";

type Building = { floor: string; lift: string };
type Answer = { building: Building; offer: ServicesOffer | null };

const sameBuilding = (a: Building, b: Building) => a.floor === b.floor && a.lift === b.lift;

/**
 * The checkout's services priced for the building typed. With JavaScript a floor or lift typed or picked is
 * asked of `/checkout/services` after a short pause; until the answer comes the lift shows no price (the action
 * checks the total against the building posted, so a price never slips through unseen).
 */
export function useServicesOffer(shown: ServicesOffer | null, shownFor: Building) {
  const fetcher = useFetcher<Answer>();
  const [building, setBuilding] = useState(shownFor);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const changeBuilding = (next: Building) => {
    if (sameBuilding(next, building)) return;
    setBuilding(next);
    clearTimeout(timer.current);
    const query = new URLSearchParams({ address_floor: next.floor, address_lift: next.lift });
    timer.current = setTimeout(() => fetcher.load(`/checkout/services?${query.toString()}`), CHECKOUT_CITY_DELAY_MS);
  };
  const answered = fetcher.data && sameBuilding(fetcher.data.building, building) ? fetcher.data : null;
  const current = answered ?? { building: shownFor, offer: shown };
  const offer =
    current.offer && !sameBuilding(current.building, building)
      ? { ...current.offer, services: current.offer.services.map((s) => (s.code === "lift" ? { ...s, price: null } : s)) }
      : current.offer;
  return { offer, changeBuilding };
}
