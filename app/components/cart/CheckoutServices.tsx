import { useId } from "react";
import { useField } from "remix-validated-form";
import {
  LABEL_ASSEMBLY_OF,
  LABEL_LIFT_PRICE_UNKNOWN,
  LABEL_SERVICE_FREE,
  LABEL_SERVICE_TEXT,
  LABEL_SERVICES,
  LABEL_SERVICES_HINT,
} from "~/config/messages/delivery-services";
import { ErrorList } from "~/components/forms/FieldShell";
import { formatPrice } from "~/lib/price";
import type { ServicesOffer } from "~/lib/delivery-services";

/**
 * The courier's services, each a plain checkbox with its price from the backend: lift to the floor (priced by
 * the floor and lift above), assembly per good that can be assembled, removal of old furniture and a measuring
 * visit. Shown with the courier's address only; the summary's total follows the boxes ticked.
 */
export function CheckoutServices({ offer }: { offer: ServicesOffer }) {
  const services = useField("services");
  const assembly = useField("assembly");
  return (
    <fieldset className="checkout-services" aria-describedby="checkout-services-error checkout-assembly-error" data-testid="checkout-services">
      <legend className="checkout-truck__legend">{LABEL_SERVICES}</legend>
      <p className="field__hint">{LABEL_SERVICES_HINT}</p>
      <ErrorList id="checkout-services-error" error={services.error} />
      <ErrorList id="checkout-assembly-error" error={assembly.error} />
      {offer.services.map((service) =>
        service.code === "assembly" ? (
          offer.assembly.map((good) => (
            <ServiceBox
              key={`assembly-${good.good_id}`}
              input={assembly.getInputProps({ type: "checkbox", value: String(good.good_id) })}
              title={LABEL_ASSEMBLY_OF(good.name, good.count)}
              price={formatPrice(good.price * good.count)}
            />
          ))
        ) : (
          <ServiceBox
            key={service.code}
            input={services.getInputProps({ type: "checkbox", value: service.code })}
            title={service.title}
            price={service.price === null ? LABEL_LIFT_PRICE_UNKNOWN : service.price === 0 ? LABEL_SERVICE_FREE : formatPrice(service.price)}
            text={LABEL_SERVICE_TEXT[service.code]}
          />
        ),
      )}
    </fieldset>
  );
}

type ServiceBoxProps = { input: React.InputHTMLAttributes<HTMLInputElement>; title: string; price: string; text?: string };

/** One service: the box with its name and price, and what it is under them. */
function ServiceBox({ input, title, price, text }: ServiceBoxProps) {
  const id = useId();
  return (
    <div className="checkout-service" data-testid="checkout-service">
      <input {...input} id={id} aria-describedby={text ? `${id}-text` : undefined} />
      <label htmlFor={id} className="checkout-service__label">
        <span>{title}</span>
        <span className="checkout-service__price" data-testid="checkout-service-price">
          {price}
        </span>
      </label>
      {text ? (
        <p id={`${id}-text`} className="checkout-service__text">
          {text}
        </p>
      ) : null}
    </div>
  );
}
