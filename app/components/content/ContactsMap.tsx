import { useState } from "react";
import { MAPS_API_VERSION, MAPS_COORD_ORDER } from "~/config/constants";
import { LABEL_SHOW_MAP } from "~/config/messages/catalog";
import { useNonce } from "~/components/layout/nonce-context";

/** The showroom, in the lat-long order Yandex Maps 2.1 is loaded with. */
const SHOWROOM: [number, number] = [55.7003, 37.5826];

declare global {
  interface Window {
    ymaps?: {
      ready(cb: () => void): void;
      Map: new (el: HTMLElement, opts: object) => { geoObjects: { add(o: object): void } };
      Placemark: new (c: [number, number], p: object) => object;
    };
  }
}

/**
 * A map only when a Yandex Maps key is configured, and only loaded when asked for (Yandex Maps JS API 2.1,
 * coordinates in lat-long order).
 * Without a key or JavaScript the address list above is the contact information.
 */
export function ContactsMap({ mapsKey, address }: { mapsKey?: string; address?: string }) {
  const nonce = useNonce();
  const [shown, setShown] = useState(false);
  if (!mapsKey) return null;
  const show = () => {
    setShown(true);
    const script = document.createElement("script");
    script.src = `https://api-maps.yandex.ru/${MAPS_API_VERSION}/?apikey=${encodeURIComponent(mapsKey)}&lang=ru_RU&coordorder=${MAPS_COORD_ORDER}`;
    if (nonce) script.nonce = nonce;
    script.onload = () =>
      window.ymaps?.ready(() => {
        const el = document.getElementById("contacts-map");
        if (!el || !window.ymaps) return;
        const map = new window.ymaps.Map(el, { center: SHOWROOM, zoom: 15 });
        map.geoObjects.add(new window.ymaps.Placemark(SHOWROOM, { balloonContent: address ?? "" }));
      });
    document.head.appendChild(script);
  };
  return shown ? (
    <div id="contacts-map" style={{ height: 400 }} />
  ) : (
    <button type="button" className="button button--outline" onClick={show}>
      {LABEL_SHOW_MAP}
    </button>
  );
}
