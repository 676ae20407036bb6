import type { Insertable } from "kysely";
import type { DeliveryZonesTable } from "../schema-orders";

/**
 * The demo's delivery zones (amounts in kopecks): the two capitals by name, the Moscow region by distance from
 * the Moscow warehouse's city, and the regional cities with pick-up points in three groups. A city in none of
 * them (Пермь, Уфа, …) has its delivery priced by the manager.
 */
export const DELIVERY_ZONES: Insertable<DeliveryZonesTable>[] = [
  {
    title: "Москва",
    kind: "cities",
    cities: "Москва",
    courier_price: 149000,
    pvz_price: 49000,
    free_from: 5000000,
    days_min: 1,
    days_max: 3,
    sort: 1,
  },
  {
    title: "Санкт-Петербург",
    kind: "cities",
    cities: "Санкт-Петербург",
    courier_price: 149000,
    pvz_price: 49000,
    free_from: 5000000,
    days_min: 2,
    days_max: 4,
    sort: 2,
  },
  {
    title: "Подмосковье, до 50 км",
    kind: "band",
    warehouse_id: 1,
    km_from: 0,
    km_to: 50,
    courier_price: 199000,
    pvz_price: 49000,
    free_from: 7000000,
    days_min: 2,
    days_max: 4,
    sort: 3,
  },
  {
    title: "Подмосковье, 50–100 км",
    kind: "band",
    warehouse_id: 1,
    km_from: 50,
    km_to: 100,
    courier_price: 299000,
    pvz_price: 69000,
    free_from: 10000000,
    days_min: 2,
    days_max: 5,
    sort: 4,
  },
  {
    title: "Подмосковье, 100–150 км",
    kind: "band",
    warehouse_id: 1,
    km_from: 100,
    km_to: 150,
    courier_price: 399000,
    pvz_price: 69000,
    free_from: null,
    days_min: 3,
    days_max: 6,
    sort: 5,
  },
  {
    title: "Поволжье",
    kind: "cities",
    cities: "Казань\nНижний Новгород\nСамара",
    courier_price: 249000,
    pvz_price: 69000,
    free_from: 8000000,
    days_min: 3,
    days_max: 7,
    sort: 6,
  },
  {
    title: "Юг и Черноземье",
    kind: "cities",
    cities: "Краснодар\nРостов-на-Дону\nВоронеж",
    courier_price: 269000,
    pvz_price: 69000,
    free_from: 8000000,
    days_min: 4,
    days_max: 8,
    sort: 7,
  },
  {
    title: "Урал и Сибирь",
    kind: "cities",
    cities: "Екатеринбург\nНовосибирск",
    courier_price: 349000,
    pvz_price: 89000,
    free_from: 10000000,
    days_min: 5,
    days_max: 10,
    sort: 8,
  },
];

type StreetSeed = [type: string, name: string, houses: number];

/** Towns of the Moscow region for address suggestions; their distance from Moscow picks their band. */
export const MOSCOW_REGION_TOWNS: { region: string; city: string; postal: number; lat: number; lon: number; streets: StreetSeed[] }[] = [
  {
    region: "Московская обл",
    city: "Химки",
    postal: 141400,
    lat: 55.8887,
    lon: 37.4304,
    streets: [
      ["ул", "Московская", 40],
      ["пр-кт", "Юбилейный", 80],
    ],
  },
  {
    region: "Московская обл",
    city: "Мытищи",
    postal: 141000,
    lat: 55.9116,
    lon: 37.7308,
    streets: [
      ["ул", "Мира", 50],
      ["пр-кт", "Олимпийский", 50],
    ],
  },
  {
    region: "Московская обл",
    city: "Подольск",
    postal: 142100,
    lat: 55.4312,
    lon: 37.5447,
    streets: [
      ["ул", "Кирова", 90],
      ["пр-кт", "Ленина", 120],
    ],
  },
  { region: "Московская обл", city: "Сергиев Посад", postal: 141300, lat: 56.3153, lon: 38.1358, streets: [["пр-кт", "Красной Армии", 250]] },
  { region: "Московская обл", city: "Серпухов", postal: 142200, lat: 54.9158, lon: 37.4111, streets: [["ул", "Ворошилова", 150]] },
  { region: "Московская обл", city: "Коломна", postal: 140400, lat: 55.0794, lon: 38.7783, streets: [["ул", "Октябрьской революции", 400]] },
];
