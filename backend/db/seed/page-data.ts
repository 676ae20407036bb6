import { renderDocument } from "./document";
import { DELIVERY_PAGE } from "./pages/delivery";
import { OFFER_PAGE } from "./pages/offer";
import { PAYMENT_PAGE } from "./pages/payment";
import { PRIVACY_PAGE } from "./pages/privacy";
import { RETURNS_PAGE } from "./pages/returns";
import { email, phone, WARRANTY_MONTHS } from "./pages/shop-terms";

/**
 * The shop's own pages as a Russian furniture shop publishes them: about, contacts, and the buyer's documents
 * (delivery, payment, returns, the public offer, the privacy policy, one module each in pages/) as structured text
 * with numbered sections.
 * Prices, terms and the seller's details are taken from the same seed data the checkout and the footer use,
 * so the pages never contradict them.
 */
export interface PageSpec {
  url: string;
  title: string;
  description: string;
  /** Rich-text HTML. */
  text: string;
}

export const PAGES: PageSpec[] = [
  {
    url: "about",
    title: "О компании",
    description: "Мебельный дом: мебель для дома с 2009 года.",
    text: renderDocument([
      "Мы делаем и продаём мебель с 2009 года. В каталоге — диваны, кресла, столы, кровати и системы хранения от проверенных фабрик.",
      `Каждая модель проходит проверку качества, а на всю мебель действует гарантия ${WARRANTY_MONTHS} месяцев.`,
      "Наши дизайнеры помогут собрать интерьер целиком — от планировки до подбора тканей.",
    ]),
  },
  {
    url: "contacts",
    title: "Контакты",
    description: "Адреса шоурумов, телефоны и часы работы.",
    text: renderDocument([
      "Шоурум в Москве: Ленинский проспект, 45. Ежедневно с 10:00 до 21:00.",
      `Телефон: ${phone}. Почта: ${email}.`,
      `Претензии и заявления можно отправить на почту или письмом по юридическому адресу продавца. Порядок возврата — на странице <a href="/returns">«Обмен и возврат»</a>.`,
    ]),
  },
  {
    url: "delivery",
    title: "Доставка и сборка",
    description: "Способы, сроки и стоимость доставки по России, приёмка и сборка мебели.",
    text: DELIVERY_PAGE,
  },
  { url: "payment", title: "Оплата", description: "Способы оплаты заказа, кассовые чеки и возврат денег.", text: PAYMENT_PAGE },
  {
    url: "returns",
    title: "Обмен и возврат",
    description: "Как вернуть или обменять мебель: сроки, условия, мебель по индивидуальным размерам, гарантия.",
    text: RETURNS_PAGE,
  },
  {
    url: "privacy",
    title: "Политика конфиденциальности",
    description: "Как мы обрабатываем и защищаем персональные данные по закону № 152-ФЗ.",
    text: PRIVACY_PAGE,
  },
  { url: "offer", title: "Публичная оферта", description: "Условия продажи товаров дистанционным способом.", text: OFFER_PAGE },
];
