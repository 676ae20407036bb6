import { useEffect, useRef, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { CHECKOUT_CITY_DELAY_MS } from "~/config/constants";
import type { DeliveryTerms } from "~/lib/delivery-price";
import type { DeliveryDays, PickupPoint } from "~/server/api/order.server";

/**
 * The city the checkout shows, its pick-up points and what each delivery costs there; a city asked of the
 * loader also brings its delivery days (a zone may deliver on fewer days, or take fewer orders a day).
 */
export type CheckoutPlaceView = { city: string; points: PickupPoint[]; prices: DeliveryTerms[] | null; deliveryDays?: DeliveryDays[] };

/**
 * The checkout's city and what depends on it. With JavaScript a city typed or chosen is asked of this page's
 * loader after a short pause, without leaving the page, so nothing typed or chosen in the form is touched;
 * until the answer comes the old city's points are not shown, and its prices stay on screen (the action checks
 * the total against the city sent, so a price never slips through unseen).
 */
export function useCheckoutPlace(shown: CheckoutPlaceView) {
  const fetcher = useFetcher<CheckoutPlaceView>();
  const [chosen, setChosen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const city = chosen ?? shown.city;
  const answered = fetcher.data?.city === city.trim() ? fetcher.data : null;
  const current = chosen === null || chosen === shown.city ? shown : answered;
  const chooseCity = (next: string) => {
    setChosen(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(`/checkout?city=${encodeURIComponent(next.trim())}`), CHECKOUT_CITY_DELAY_MS);
  };
  return { city, points: current?.points ?? [], prices: current ? current.prices : shown.prices, deliveryDays: current?.deliveryDays, chooseCity };
}
