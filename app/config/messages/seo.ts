/**
 * Page descriptions (meta) of the catalogue and content pages.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const META_HOME_TITLE = "мебель для дома с доставкой по России";
export const META_HOME = "Диваны, кресла, столы, кровати, шкафы и свет в наличии и на заказ, доставка и сборка по всей России.";
export const META_CATALOG = "Каталог мебели: диваны, кресла, столы, кровати, шкафы и свет с доставкой по России.";
export const META_IDEAS = "Идеи для интерьера: готовые решения для гостиной, спальни, кухни и кабинета.";
export const META_NEWS = "Новости магазина: коллекции, акции, шоурумы.";
export const META_PARTNER = "Сотрудничество с мебельным магазином: условия для дизайнеров, архитекторов и магазинов, заявка на партнёрство.";
/** The page number a list's second and later pages add to their title and description. */
export const META_PAGE_SUFFIX = (n: number) => `страница ${n}`;
export const META_PORTFOLIO = "Реализованные проекты: квартиры, дома и офисы с нашей мебелью.";
/** `facts`: what is known of the good (material, «200×90×85 см»); an unknown one is left out. */
export const META_ITEM = (title: string, price: string, facts: string[]) =>
  `${title} за ${price}${facts.length ? `: ${facts.join(", ")}` : ""}. Доставка по России.`;
