import { formatRoubles } from "../../backend/shop/money";

/**
 * Generated exchange files of any size, written line by line (tests: 1 000 goods; the benchmark: 20 000).
 * Every good `n` (1-based) is in group/category `(n % sections) + 1`, with a price in kopecks of 10 000 ₽ and
 * n × 1,01 ₽ (kopecks in most: 10 007,07 ₽), written in roubles as the files do, and stock n % 7.
 */
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const SECTIONS = ["Диваны", "Кресла", "Столы", "Стулья", "Шкафы", "Кровати"];
const MATERIALS = ["Велюр", "Массив дуба", "Экокожа", "Рогожка"];
const COLORS = ["Серый", "Бежевый", "Графит", "Орех"];

export const goodPrice = (n: number) => 1_000_000 + n * 101;
export const goodStock = (n: number) => n % 7;
const sectionOf = (n: number) => (n % SECTIONS.length) + 1;

/** CommerceML import.xml (2.05 layout: properties with Справочник values, a nested group). */
export function* commerceMlImport(count: number, version = "2.05"): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="${version}" ДатаФормирования="2026-11-24T10:00:00">\n<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование>\n<Группы>\n`;
  for (let s = 1; s <= SECTIONS.length; s++) yield `<Группа><Ид>grp-${s}</Ид><Наименование>${SECTIONS[s - 1]}</Наименование></Группа>\n`;
  yield `</Группы>\n<Свойства>\n<Свойство><Ид>prop-material</Ид><Наименование>Материал</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>`;
  for (const [i, m] of MATERIALS.entries()) yield `<Справочник><ИдЗначения>mat-${i}</ИдЗначения><Значение>${m}</Значение></Справочник>`;
  yield `</ВариантыЗначений></Свойство>\n<Свойство><Ид>prop-color</Ид><Наименование>Цвет</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>\n`;
  yield `<Свойство><Ид>prop-size</Ид><Наименование>Габариты</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>\n</Свойства>\n</Классификатор>\n`;
  yield `<Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование>\n<Товары>\n`;
  for (let n = 1; n <= count; n++) {
    yield (
      `<Товар><Ид>good-${n}</Ид><Артикул>ART-${n}</Артикул><Наименование>${esc(`Товар «Модель ${n}»`)}</Наименование>` +
      `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница><Группы><Ид>grp-${sectionOf(n)}</Ид></Группы>` +
      `<Описание>Описание товара ${n}</Описание><Картинка>import_files/${n % 100}/good-${n}.jpg</Картинка><Изготовитель><Ид>m1</Ид><Наименование>Фабрика «Уют»</Наименование></Изготовитель>` +
      `<ЗначенияСвойств><ЗначенияСвойства><Ид>prop-material</Ид><Значение>mat-${n % MATERIALS.length}</Значение></ЗначенияСвойства>` +
      `<ЗначенияСвойства><Ид>prop-color</Ид><Значение>${COLORS[n % COLORS.length]}</Значение></ЗначенияСвойства>` +
      `<ЗначенияСвойства><Ид>prop-size</Ид><Значение>${100 + (n % 100)}x90x80</Значение></ЗначенияСвойства></ЗначенияСвойств>` +
      `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n`
    );
  }
  yield `</Товары>\n</Каталог>\n</КоммерческаяИнформация>\n`;
}

/**
 * CommerceML offers.xml for goods `from..to`: two price types (the retail one is not first), stock as
 * Количество (2.05–2.07) or as Остатки by warehouse (2.08+).
 */
export function* commerceMlOffers(
  from: number,
  to: number,
  options: { version?: string; onlyChanges?: boolean; price?: (n: number) => number; stock?: (n: number) => number } = {},
): Generator<string> {
  const version = options.version ?? "2.05";
  const price = options.price ?? goodPrice;
  const stock = options.stock ?? goodStock;
  const rests = Number(version.slice(2)) >= 8;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="${version}" ДатаФормирования="2026-11-24T10:00:00">\n`;
  yield `<ПакетПредложений СодержитТолькоИзменения="${options.onlyChanges ? "true" : "false"}"><Ид>cat#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat</ИдКаталога><ИдКлассификатора>cls</ИдКлассификатора>\n`;
  yield `<ТипыЦен><ТипЦены><Ид>pt-wholesale</Ид><Наименование>Оптовая</Наименование><Валюта>RUB</Валюта></ТипЦены><ТипЦены><Ид>pt-retail</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>\n`;
  if (rests)
    yield `<Склады><Склад><Ид>wh-1</Ид><Наименование>Основной</Наименование></Склад><Склад><Ид>wh-2</Ид><Наименование>Второй</Наименование></Склад></Склады>\n`;
  yield `<Предложения>\n`;
  for (let n = from; n <= to; n++) {
    const s = stock(n);
    const wholesale = Math.max(1, price(n) - 50_000);
    const quantity = rests
      ? `<Остатки><Остаток><Склад><Ид>wh-1</Ид><Количество>${Math.ceil(s / 2)}</Количество></Склад></Остаток><Остаток><Склад><Ид>wh-2</Ид><Количество>${Math.floor(s / 2)}</Количество></Склад></Остаток></Остатки>`
      : `<Количество>${s}</Количество>`;
    yield (
      `<Предложение><Ид>good-${n}</Ид><Наименование>Товар ${n}</Наименование><Цены>` +
      `<Цена><Представление>${formatRoubles(wholesale)} RUB за шт</Представление><ИдТипаЦены>pt-wholesale</ИдТипаЦены><ЦенаЗаЕдиницу>${formatRoubles(wholesale)}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>` +
      `<Цена><Представление>${formatRoubles(price(n))} RUB за шт</Представление><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${formatRoubles(price(n))}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>` +
      `</Цены>${quantity}</Предложение>\n`
    );
  }
  yield `</Предложения>\n</ПакетПредложений>\n</КоммерческаяИнформация>\n`;
}

/** A YML feed of `count` goods. */
export function* ymlFeed(count: number): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-11-24T10:00:00+03:00">\n<shop><name>Тест</name><company>ООО «Тест»</company><url>https://shop.test/</url>\n<currencies><currency id="RUR" rate="1"/></currencies>\n<categories>\n`;
  for (let s = 1; s <= SECTIONS.length; s++) yield `<category id="${s}">${SECTIONS[s - 1]}</category>\n`;
  yield `</categories>\n<offers>\n`;
  for (let n = 1; n <= count; n++) {
    const old = n % 3 === 0 ? `<oldprice>${formatRoubles(goodPrice(n) + 300_000)}</oldprice>` : "";
    yield (
      `<offer id="${n}" available="${goodStock(n) > 0}"><url>https://shop.test/catalog/x/good-${n}</url><price>${formatRoubles(goodPrice(n))}</price>${old}<currencyId>RUR</currencyId>` +
      `<categoryId>${sectionOf(n)}</categoryId><picture>https://shop.test/media/goods/${n}-1.jpg</picture><name>${esc(`Товар «Модель ${n}»`)}</name><vendor>Фабрика «Уют»</vendor>` +
      `<vendorCode>ART-${n}</vendorCode><description>Описание товара ${n}</description><param name="Материал">${MATERIALS[n % MATERIALS.length]}</param>` +
      `<param name="Цвет">${COLORS[n % COLORS.length]}</param><param name="Ширина" unit="см">${100 + (n % 100)}</param><param name="Глубина" unit="см">90</param>` +
      `<param name="Высота" unit="см">80</param><count>${goodStock(n)}</count></offer>\n`
    );
  }
  yield `</offers>\n</shop>\n</yml_catalog>\n`;
}
