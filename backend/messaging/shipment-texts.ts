/** One line of a partial shipment as the shopper's notice and the order's history read it: «Стул Оскар — 2 шт.». */
export const SHIPMENT_LINE = (name: string, count: number) => `${name} — ${count} шт.`;
