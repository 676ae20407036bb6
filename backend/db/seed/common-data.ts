import { DEFAULT_FAVICON, DEFAULT_LOGO } from "../../shop/brand";
import { SECTIONS } from "./catalog-data";

/**
 * The demo seller: a fictional company whose ИНН, КПП and ОГРН are built like real ones (a Moscow tax office,
 * registered in 2009) and pass their check digits. The legal pages quote the same details.
 */
export const SELLER = {
  name: "ООО «Мебельный дом»",
  full_name: "Общество с ограниченной ответственностью «Мебельный дом»",
  inn: "7736984123",
  kpp: "773601001",
  ogrn: "1097746582141",
  address: "119334, г. Москва, Ленинский проспект, д. 45, этаж 2, помещение I, комната 12",
  bank: "ПАО Сбербанк, г. Москва",
  bik: "044525225",
  corr_account: "30101810400000000225",
  account: "40702810538000123456",
};

/** The shop's public contacts, quoted by the footer and by the legal pages. */
export const SHOP_CONTACTS = { phone: "+7 495 120-45-67", email: "hello@mebel-dom.ru", privacyEmail: "privacy@mebel-dom.ru" };

/** The common data of docs/api.md, as seeded into the settings table (an operator may edit it there). */
const logo = { ...DEFAULT_LOGO, alt: "Мебельный дом" };
const image = (name: string, alt: string) => ({ src: `/media/misc/${name}.svg`, width: 1200, height: 800, alt });

export function seededCommon() {
  return {
    header: {
      phone: SHOP_CONTACTS.phone,
      logo,
      menu: [
        { name: "Каталог", url: "/catalog", children: SECTIONS.map((s) => ({ name: s.name, url: s.handle, children: [] })) },
        { name: "Идеи", url: "/ideas", children: [] },
        { name: "Портфолио", url: "/portfolio", children: [] },
        { name: "Новости", url: "/news", children: [] },
        {
          name: "Покупателям",
          url: "",
          children: [
            { name: "Доставка и сборка", url: "delivery", children: [] },
            { name: "Оплата", url: "payment", children: [] },
            { name: "Обмен и возврат", url: "returns", children: [] },
            { name: "Партнёрам", url: "partner", children: [] },
          ],
        },
        { name: "О компании", url: "/about", children: [] },
        { name: "Контакты", url: "/contacts", children: [] },
      ],
    },
    footer: {
      logo,
      menu_1: [
        { name: "Каталог", children: SECTIONS.slice(0, 6).map((s) => ({ name: s.name, url: `/catalog/${s.handle}` })) },
        {
          name: "Покупателям",
          children: [
            { name: "Доставка и сборка", url: "/delivery" },
            { name: "Оплата", url: "/payment" },
            { name: "Обмен и возврат", url: "/returns" },
            { name: "Публичная оферта", url: "/offer" },
            { name: "Политика конфиденциальности", url: "/privacy" },
          ],
        },
        {
          name: "Компания",
          children: [
            { name: "О компании", url: "/about" },
            { name: "Портфолио", url: "/portfolio" },
            { name: "Идеи", url: "/ideas" },
            { name: "Новости", url: "/news" },
            { name: "Партнёрам", url: "/partner" },
            { name: "Контакты", url: "/contacts" },
          ],
        },
      ],
      contacts: [
        { type: "phone", value: SHOP_CONTACTS.phone, title: "Ежедневно с 9:00 до 21:00" },
        { type: "email", value: SHOP_CONTACTS.email, title: "Для вопросов и заявок" },
        { type: "address", value: "Москва, Ленинский проспект, 45", title: "Шоурум, ежедневно с 10:00 до 21:00" },
      ],
      developer: { name: "Сделано командой Мебельного дома", url: "/about" },
      copyright: `© 2009–2026 ${SELLER.name}`,
    },
    socials: {
      top: [
        { type: "tg", url: "https://t.me/mebeldom" },
        { type: "wa", url: "https://wa.me/74951204567" },
      ],
      bottom: [
        { type: "vk", url: "https://vk.com/mebeldom" },
        { type: "tg", url: "https://t.me/mebeldom" },
        { type: "yt", url: "https://youtube.com/@mebeldom" },
        { type: "ok", url: "https://ok.ru/mebeldom" },
        { type: "wa", url: "https://wa.me/74951204567" },
      ],
    },
    scripts: { headEnd: "", bodyBegin: "", bodyEnd: "" },
    global: { "favicon.ico": DEFAULT_FAVICON, site_name: "Мебельный дом" },
    page_404: {
      title: "Страница не найдена",
      text: "Возможно, она была перемещена или вы ошиблись в адресе. Загляните в каталог — там много интересного.",
      image: image("not-found", "Пустая комната с креслом"),
      buttons: [
        { title: "На главную", link: "/" },
        { title: "В каталог", link: "/catalog" },
      ],
    },
    page_error: {
      title: "Что-то пошло не так",
      text: "Мы уже знаем о проблеме и чиним её. Попробуйте обновить страницу через минуту.",
      image: image("error", "Перевёрнутый стул"),
      buttons: [
        { title: "На главную", link: "/" },
        { title: "Связаться с нами", link: "/contacts" },
      ],
    },
    cookie: {
      text: "Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.",
      button_ok: "Хорошо",
    },
    form: {
      private_policy: 'Я согласен на обработку персональных данных в соответствии с <a href="/privacy">политикой конфиденциальности</a>',
      private_policy_version: "2026-01",
    },
    seller: SELLER,
    banner: {
      title: "Мебель, с которой дом становится вашим",
      // No count of models: the catalogue changes, a number written here would soon be untrue.
      text: "Диваны, кресла, столы и свет в наличии и на заказ. Доставка по всей России и сборка.",
      image: image("banner", "Светлая гостиная с диваном и креслом"),
      link: { title: "Смотреть каталог", url: "/catalog" },
    },
  };
}
