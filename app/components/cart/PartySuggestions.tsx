import { ADDRESS_SUGGEST_COUNT } from "~/config/constants";
import { LABEL_PARTY_SUGGESTION } from "~/config/messages/checkout";
import { partySuggestAnswerSchema, type PartySuggestion } from "~/forms/party-suggest";
import { useSuggestions } from "./use-suggestions";

/** The name field offers «name, ИНН …»; the ИНН field offers the ИНН itself, labelled with the name. */
export const PARTY_NAME_DATALIST_ID = "checkout-party-names";
export const PARTY_INN_DATALIST_ID = "checkout-party-inns";
const FIELDS = ["company_name", "company_inn"] as const;

const readParties = (json: unknown) => {
  const parsed = partySuggestAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data.suggestions : null;
};

const labelOf = (party: PartySuggestion) => LABEL_PARTY_SUGGESTION(party.name, party.inn);

/** Sets a field of the payer's form by name, as typing would. */
function fill(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.value = value;
}

/**
 * With JavaScript: companies (the storefront's `POST /suggest/party`, DaData's when the shop has a key) offered
 * through datalists on the payer's name and ИНН; choosing one (or typing an offered ИНН) fills the name, ИНН and КПП. Without it, or
 * with nothing offered, the fields are typed by hand.
 */
export function PartySuggestions() {
  const values = useSuggestions({
    url: "/suggest/party",
    fields: FIELDS,
    query: (text) => text,
    count: ADDRESS_SUGGEST_COUNT,
    read: readParties,
    onInput(input, offered) {
      const chosen = offered.find((party) => (input.name === "company_inn" ? party.inn : labelOf(party)) === input.value);
      if (!chosen || !input.form) return;
      fill(input.form, "company_name", chosen.name);
      fill(input.form, "company_inn", chosen.inn);
      fill(input.form, "company_kpp", chosen.kpp);
    },
  });

  return (
    <>
      <datalist id={PARTY_NAME_DATALIST_ID}>
        {values.map((party) => (
          <option key={party.inn + party.kpp} value={labelOf(party)} />
        ))}
      </datalist>
      <datalist id={PARTY_INN_DATALIST_ID}>
        {values.map((party) => (
          <option key={party.inn + party.kpp} value={party.inn} label={party.name} />
        ))}
      </datalist>
    </>
  );
}
