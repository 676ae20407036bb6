import type { Insertable } from "kysely";
import type { DeliveriesTable, DeliverySchedulesTable, PaymentsTable, PvzPointsTable, WarehousesTable } from "../schema-orders";
import { STRUCTURAL_PAYMENTS } from "../structural-payments";

/** Checkout reference data a Russian furniture shop would plausibly have. Amounts in kopecks. */

export const DELIVERIES: Insertable<DeliveriesTable>[] = [
  { id: 1, code: "pvz", title: "Самовывоз из пункта выдачи", price: 49000, days_min: 3, days_max: 7, free_from: 5000000, sort: 1, zone_priced: 1 },
  { id: 2, code: "warehouse", title: "Самовывоз со склада", price: 0, days_min: 1, days_max: 2, free_from: null, sort: 2, zone_priced: 0 },
  {
    id: 3,
    code: "courier",
    title: "Курьерская доставка до двери",
    price: 149000,
    days_min: 2,
    days_max: 5,
    free_from: 5000000,
    sort: 3,
    zone_priced: 1,
  },
];

/** The courier's calendar: four orders a day in three windows; pick-up points and the warehouse take any number. */
export const DELIVERY_SCHEDULES: Insertable<DeliverySchedulesTable>[] = [
  { delivery_id: 3, daily_capacity: 4, windows: JSON.stringify(["09:00–13:00", "13:00–17:00", "17:00–21:00"]) },
];

export const PAYMENTS: Insertable<PaymentsTable>[] = [
  ...STRUCTURAL_PAYMENTS,
  {
    id: 3,
    title: "По счёту для юридических лиц",
    description: "Счёт в PDF придёт на e-mail сразу после оформления; отгрузка после поступления оплаты",
    online: 0,
    sort: 3,
    for_companies: 1,
  },
];

export const WAREHOUSES: Insertable<WarehousesTable>[] = [
  { id: 1, title: "Склад «Южный»", city: "Москва", address: "Москва, Варшавское шоссе, 170Г", hours: "Пн–Сб 9:00–20:00" },
  {
    id: 2,
    title: "Склад «Парнас»",
    city: "Санкт-Петербург",
    address: "Санкт-Петербург, ул. Домостроительная, 14",
    hours: "Пн–Пт 9:00–19:00, Сб 10:00–16:00",
  },
  { id: 3, title: "Склад «Кольцовский»", city: "Екатеринбург", address: "Екатеринбург, ул. Бахчиванджи, 2Б", hours: "Пн–Пт 9:00–18:00" },
];

type PvzSeed = [city: string, lat: number, lon: number, addresses: string[]];

const PVZ_CITIES: PvzSeed[] = [
  ["Москва", 55.7558, 37.6173, ["ул. Тверская, 12", "Ленинский пр-т, 45", "ул. Профсоюзная, 61", "Щёлковское шоссе, 100"]],
  ["Санкт-Петербург", 59.9343, 30.3351, ["Невский пр-т, 88", "Московский пр-т, 139", "ул. Савушкина, 35"]],
  ["Новосибирск", 55.0084, 82.9357, ["Красный пр-т, 101", "ул. Фрунзе, 238"]],
  ["Екатеринбург", 56.8389, 60.6057, ["ул. Малышева, 53", "ул. 8 Марта, 46"]],
  ["Казань", 55.7963, 49.1088, ["ул. Баумана, 44", "пр-т Победы, 141"]],
  ["Нижний Новгород", 56.3269, 44.0059, ["ул. Большая Покровская, 22", "пр-т Гагарина, 35"]],
  ["Краснодар", 45.0355, 38.9753, ["ул. Красная, 176", "ул. Северная, 326"]],
  ["Самара", 53.1959, 50.1002, ["ул. Ленинградская, 60", "Московское шоссе, 81А"]],
  ["Ростов-на-Дону", 47.2357, 39.7015, ["ул. Большая Садовая, 46", "пр-т Стачки, 25"]],
  ["Воронеж", 51.6608, 39.2003, ["пр-т Революции, 33", "ул. Кольцовская, 35А"]],
];

/** Pick-up points: a few per city, spread around its centre; farther cities take longer. */
export const PVZ_POINTS: Insertable<PvzPointsTable>[] = PVZ_CITIES.flatMap(([city, lat, lon, addresses], cityIndex) =>
  addresses.map((address, i) => ({
    id: cityIndex * 10 + i + 1,
    title: `Пункт выдачи «${city}, ${address.split(",")[0]}»`,
    city,
    address: `${city}, ${address}`,
    hours: i % 2 === 0 ? "Ежедневно 10:00–21:00" : "Пн–Сб 10:00–20:00",
    lat: Number((lat + (i - 1) * 0.012).toFixed(5)),
    lon: Number((lon + (i - 1) * 0.017).toFixed(5)),
    days_min: cityIndex < 2 ? 2 : 4,
    days_max: cityIndex < 2 ? 4 : 8,
  })),
);

type StreetSeed = [type: string, name: string, houses: number];
type CitySeed = { region: string; city: string; postal: number; lat: number; lon: number; streets: StreetSeed[] };

/** Address data for local suggestions: the pick-up cities and a few more, with their main streets. */
export const ADDRESS_CITIES: CitySeed[] = [
  {
    region: "Москва",
    city: "Москва",
    postal: 125009,
    lat: 55.7558,
    lon: 37.6173,
    streets: [
      ["ул", "Тверская", 30],
      ["ул", "Арбат", 55],
      ["пр-кт", "Ленинский", 150],
      ["ул", "Профсоюзная", 140],
      ["ул", "Новый Арбат", 36],
      ["ш", "Варшавское", 170],
      ["ул", "Мясницкая", 48],
      ["пр-кт", "Мира", 120],
      ["ул", "Покровка", 50],
      ["ш", "Щёлковское", 100],
    ],
  },
  {
    region: "Санкт-Петербург",
    city: "Санкт-Петербург",
    postal: 191025,
    lat: 59.9343,
    lon: 30.3351,
    streets: [
      ["пр-кт", "Невский", 180],
      ["пр-кт", "Московский", 220],
      ["ул", "Садовая", 130],
      ["ул", "Савушкина", 140],
      ["ул", "Марата", 90],
      ["пр-кт", "Лиговский", 290],
    ],
  },
  {
    region: "Новосибирская обл",
    city: "Новосибирск",
    postal: 630099,
    lat: 55.0084,
    lon: 82.9357,
    streets: [
      ["пр-кт", "Красный", 220],
      ["ул", "Фрунзе", 250],
      ["ул", "Ленина", 90],
      ["ул", "Кирова", 110],
    ],
  },
  {
    region: "Свердловская обл",
    city: "Екатеринбург",
    postal: 620014,
    lat: 56.8389,
    lon: 60.6057,
    streets: [
      ["ул", "Малышева", 160],
      ["ул", "8 Марта", 200],
      ["ул", "Ленина", 100],
      ["ул", "Вайнера", 70],
    ],
  },
  {
    region: "Респ Татарстан",
    city: "Казань",
    postal: 420111,
    lat: 55.7963,
    lon: 49.1088,
    streets: [
      ["ул", "Баумана", 80],
      ["пр-кт", "Победы", 200],
      ["ул", "Пушкина", 60],
      ["ул", "Кремлёвская", 40],
    ],
  },
  {
    region: "Нижегородская обл",
    city: "Нижний Новгород",
    postal: 603005,
    lat: 56.3269,
    lon: 44.0059,
    streets: [
      ["ул", "Большая Покровская", 90],
      ["пр-кт", "Гагарина", 240],
      ["ул", "Рождественская", 50],
    ],
  },
  {
    region: "Краснодарский край",
    city: "Краснодар",
    postal: 350000,
    lat: 45.0355,
    lon: 38.9753,
    streets: [
      ["ул", "Красная", 200],
      ["ул", "Северная", 500],
      ["ул", "Ставропольская", 300],
    ],
  },
  {
    region: "Самарская обл",
    city: "Самара",
    postal: 443099,
    lat: 53.1959,
    lon: 50.1002,
    streets: [
      ["ул", "Ленинградская", 100],
      ["ш", "Московское", 300],
      ["ул", "Куйбышева", 150],
    ],
  },
  {
    region: "Ростовская обл",
    city: "Ростов-на-Дону",
    postal: 344002,
    lat: 47.2357,
    lon: 39.7015,
    streets: [
      ["ул", "Большая Садовая", 180],
      ["пр-кт", "Стачки", 250],
      ["пр-кт", "Будённовский", 100],
    ],
  },
  {
    region: "Воронежская обл",
    city: "Воронеж",
    postal: 394036,
    lat: 51.6608,
    lon: 39.2003,
    streets: [
      ["пр-кт", "Революции", 60],
      ["ул", "Кольцовская", 80],
      ["ул", "Плехановская", 70],
    ],
  },
  {
    region: "Пермский край",
    city: "Пермь",
    postal: 614000,
    lat: 58.0105,
    lon: 56.2502,
    streets: [
      ["ул", "Ленина", 100],
      ["пр-кт", "Комсомольский", 90],
    ],
  },
  {
    region: "Челябинская обл",
    city: "Челябинск",
    postal: 454091,
    lat: 55.1644,
    lon: 61.4368,
    streets: [
      ["пр-кт", "Ленина", 90],
      ["ул", "Кирова", 170],
    ],
  },
  {
    region: "Омская обл",
    city: "Омск",
    postal: 644099,
    lat: 54.9885,
    lon: 73.3242,
    streets: [
      ["ул", "Ленина", 50],
      ["пр-кт", "Карла Маркса", 90],
    ],
  },
  {
    region: "Респ Башкортостан",
    city: "Уфа",
    postal: 450077,
    lat: 54.7388,
    lon: 55.9721,
    streets: [
      ["ул", "Ленина", 160],
      ["пр-кт", "Октября", 180],
    ],
  },
];
