import { useEffect, useState } from "react";
import { z } from "zod";

const ADDRESS_DATALIST_ID = "checkout-address-suggestions";
const SUGGEST_DELAY_MS = 300;
const SUGGEST_COUNT = 5;

const answerSchema = z.object({ suggestions: z.array(z.object({ value: z.string() })) });

/**
 * With JavaScript: address suggestions for the courier address (`POST /api/suggest/address`, DaData's shape)
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
      if (text.length < 3) return;
      timer = setTimeout(() => {
        controller?.abort();
        controller = new AbortController();
        fetch("/api/suggest/address", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ query: city ? `${city}, ${text}` : text, count: SUGGEST_COUNT }),
          signal: controller.signal,
        })
          .then((response) => (response.ok ? response.json() : null))
          .then((json: unknown) => {
            const parsed = answerSchema.safeParse(json);
            if (parsed.success) setValues(parsed.data.suggestions.map((s) => s.value));
          })
          // Suggestions are a convenience: a failure leaves the plain field.
          .catch(() => undefined);
      }, SUGGEST_DELAY_MS);
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
