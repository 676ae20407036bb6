import { formatPrice } from "~/lib/price";

/** An order's service line as the backend names it («Сборка: Диван «Осло»», its pieces as the count). */
export type ServiceLine = { name: string; count: number; sum: number };

/** The order's service lines, one list item each, for the order's page and the account's list of orders. */
export function OrderServiceLines({ lines }: { lines: ServiceLine[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <li key={`service-${i}`} data-testid="order-service">
          <span>{line.count > 1 ? `${line.name} × ${line.count}` : line.name}</span>
          <span>{formatPrice(line.sum)}</span>
        </li>
      ))}
    </>
  );
}
