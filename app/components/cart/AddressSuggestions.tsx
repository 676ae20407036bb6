import { ADDRESS_SUGGEST_COUNT } from "~/config/constants";
import { addressSuggestAnswerSchema } from "~/forms/address-suggest";
import { useSuggestions } from "./use-suggestions";

const ADDRESS_DATALIST_ID = "checkout-address-suggestions";
const FIELDS = ["address"] as const;

const readAddresses = (json: unknown) => {
  const parsed = addressSuggestAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data.suggestions : null;
};

/**
 * With JavaScript: address suggestions for the courier address (the storefront's `POST /suggest/address`)
 * offered through a `<datalist>` on the `address` input. Without it the input is a plain text field.
 */
export function AddressSuggestions({ city }: { city: string }) {
  const values = useSuggestions({
    url: "/suggest/address",
    fields: FIELDS,
    query: (text) => (city ? `${city}, ${text}` : text),
    count: ADDRESS_SUGGEST_COUNT,
    read: readAddresses,
  });

  return (
    <datalist id={ADDRESS_DATALIST_ID}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}
