import { useEffect, useState } from "react";
import { ADDRESS_SUGGEST_COUNT, ADDRESS_SUGGEST_DELAY_MS, ADDRESS_SUGGEST_MIN_CHARS } from "~/config/constants";
import { addressSuggestAnswerSchema } from "~/forms/address-suggest";

const ADDRESS_DATALIST_ID = "checkout-address-suggestions";

/**
 * With JavaScript: address suggestions for the courier address (the storefront's `POST /suggest/address`)
 * offered through a `<datalist>` on the `address` input. Without it the input is a plain text field.
 */
export function AddressSuggestions({ city }: { city: string }) {
  const [values, setValues] = useState<string[]>([]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    function onInput(event: Event) {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.name !== "address") return;
      clearTimeout(timer);
      const text = input.value.trim();
      if (text.length < ADDRESS_SUGGEST_MIN_CHARS) return;
      timer = setTimeout(() => {
        controller?.abort();
        controller = new AbortController();
        fetch("/suggest/address", {
          method: "POST",
          body: new URLSearchParams({ query: city ? `${city}, ${text}` : text, count: String(ADDRESS_SUGGEST_COUNT) }),
          signal: controller.signal,
        })
          .then((response) => (response.ok ? response.json() : null))
          .then((json: unknown) => {
            const parsed = addressSuggestAnswerSchema.safeParse(json);
            if (parsed.success) setValues(parsed.data.suggestions);
          })
          // Suggestions are a convenience: a failure leaves the plain field.
          .catch(() => undefined);
      }, ADDRESS_SUGGEST_DELAY_MS);
    }
    document.addEventListener("input", onInput);
    return () => {
      document.removeEventListener("input", onInput);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [city]);

  return (
    <datalist id={ADDRESS_DATALIST_ID}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}
