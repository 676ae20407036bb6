const rub = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 });

/** 12990 → "12 990 ₽" (ru-RU groups with a narrow no-break space). */
export function formatPrice(roubles: number): string {
  return rub.format(roubles);
}
