import { ADDRESS_SUGGEST_COUNT } from "~/config/constants";
import { addressSuggestAnswerSchema, type AddressOffer } from "~/forms/address-suggest";
import { useSuggestions } from "./use-suggestions";

const ADDRESS_DATALIST_ID = "checkout-address-suggestions";
const FIELDS = ["address"] as const;

const readAddresses = (json: unknown) => {
  const parsed = addressSuggestAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data.suggestions : null;
};

/** The courier's fields a chosen address fills besides the address itself, with the part each takes. */
const PARTS = [
  ["address_flat", "flat"],
  ["address_entrance", "entrance"],
  ["address_floor", "floor"],
] as const satisfies readonly (readonly [string, keyof AddressOffer])[];

/**
 * Sets a field as typing would: through the input's own value setter and an `input` event, so React's change
 * handlers see it (the floor reprices the lift).
 */
function typeInto(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** A chosen address: the street and house stay in the address field, the flat (and what else it names) go to theirs. */
function fillFrom(input: HTMLInputElement, offered: AddressOffer[]) {
  const chosen = offered.find((offer) => offer.value === input.value);
  if (!chosen || !input.form) return;
  input.value = chosen.address;
  for (const [name, part] of PARTS) if (chosen[part]) typeInto(input.form, name, chosen[part]);
}

/**
 * With JavaScript: address suggestions for the courier address (the storefront's `POST /suggest/address`)
 * offered through a `<datalist>` on the `address` input; choosing one that names a flat (DaData's, or the
 * shop's own street list read as DaData reads it) fills the flat's field too. Without JavaScript the input is a
 * plain text field.
 */
export function AddressSuggestions({ city }: { city: string }) {
  const offers = useSuggestions({
    url: "/suggest/address",
    fields: FIELDS,
    query: (text) => (city ? `${city}, ${text}` : text),
    count: ADDRESS_SUGGEST_COUNT,
    read: readAddresses,
    onInput: fillFrom,
  });

  return (
    <datalist id={ADDRESS_DATALIST_ID}>
      {offers.map((offer) => (
        <option key={offer.value} value={offer.value} />
      ))}
    </datalist>
  );
}
