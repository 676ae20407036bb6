/**
 * A sum the way a Russian счёт writes it out: «Сто двадцать три тысячи сорок пять рублей 07 копеек». Roubles in
 * words (thousands are feminine: «одна тысяча», «две тысячи»), kopecks in two digits, each with the noun's form
 * its number takes (1 рубль, 2–4 рубля, 5–20 рублей).
 */

const ONES_MALE = ["", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"];
const ONES_FEMALE = ["", "одна", "две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"];
const TEENS = [
  "десять",
  "одиннадцать",
  "двенадцать",
  "тринадцать",
  "четырнадцать",
  "пятнадцать",
  "шестнадцать",
  "семнадцать",
  "восемнадцать",
  "девятнадцать",
];
const TENS = ["", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"];
const HUNDREDS = ["", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот", "восемьсот", "девятьсот"];

type Forms = readonly [one: string, few: string, many: string];

/** Scales from the largest down: the noun's three forms and whether its count is feminine. */
const SCALES: { size: number; forms: Forms; female: boolean }[] = [
  { size: 1_000_000_000, forms: ["миллиард", "миллиарда", "миллиардов"], female: false },
  { size: 1_000_000, forms: ["миллион", "миллиона", "миллионов"], female: false },
  { size: 1_000, forms: ["тысяча", "тысячи", "тысяч"], female: true },
];

/** The noun's form for a count: 1, 21 → one; 2–4, 22–24 → few; 0, 5–20, 25–30 → many. */
export function pluralForm(count: number, forms: Forms): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 1–999 in words. */
function triadWords(n: number, female: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else words.push(TENS[Math.floor(rest / 10)], (female ? ONES_FEMALE : ONES_MALE)[rest % 10]);
  return words.filter(Boolean);
}

/** A whole number of roubles in words, «ноль» for 0. */
export function numberInWords(value: number): string {
  if (value === 0) return "ноль";
  const words: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size);
    rest %= scale.size;
    if (count > 0) words.push(...triadWords(count, scale.female), pluralForm(count, scale.forms));
  }
  if (rest > 0) words.push(...triadWords(rest, false));
  return words.join(" ");
}

/** Kopecks as a счёт's «… рублей NN копеек», capitalised. */
export function amountInWords(kopecks: number): string {
  const roubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const words = numberInWords(roubles);
  const text = `${words} ${pluralForm(roubles, ["рубль", "рубля", "рублей"])} ${String(cents).padStart(2, "0")} ${pluralForm(cents, ["копейка", "копейки", "копеек"])}`;
  return text[0].toUpperCase() + text.slice(1);
}
