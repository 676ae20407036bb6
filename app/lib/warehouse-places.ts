/** A warehouse as the checkout lists it. */
type Warehouse = { city: string; address: string };

/** The warehouses of the city the shopper chose: one cannot collect an order in another city. */
export function warehousesIn<W extends Warehouse>(warehouses: readonly W[], city: string): W[] {
  return warehouses.filter((warehouse) => warehouse.city === city);
}

/**
 * A warehouse's address with its city said once: an address that already starts with the city
 * («Москва, Варшавское шоссе») is shown as it is, another one gets the city in front.
 */
export function warehouseAddress({ city, address }: Warehouse): string {
  return address.toLocaleLowerCase("ru").startsWith(city.toLocaleLowerCase("ru")) ? address : `${city}, ${address}`;
}
