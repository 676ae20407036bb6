/** Promo codes: the cart's «Промокод» field, its discount line in the cart and at the checkout, the back office's codes. */
export const LABEL_PROMO = "Промокод";
export const LABEL_PROMO_APPLY = "Применить";
export const LABEL_PROMO_REMOVE = "Убрать промокод";
export const LABEL_PROMO_APPLIED = (code: string) => `Промокод ${code} применён`;
export const LABEL_PROMO_DISCOUNT = (code: string) => `Скидка по промокоду ${code}`;
export const MSG_PROMO_EMPTY = "Введите промокод";
export const MSG_PROMO_UNAVAILABLE = "Не удалось проверить промокод, попробуйте ещё раз";
export const MSG_PROMO_REMOVED = "Промокод убран";

export const ADMIN_PROMO_TITLE = "Промокоды";
export const ADMIN_PROMO_NEW = "Новый промокод";
export const ADMIN_PROMO_EDIT = (code: string) => `Промокод ${code}`;
export const ADMIN_PROMO_FIELDS = {
  code: "Код",
  kind: "Скидка",
  value: "Размер (процент или сумма в рублях)",
  min_total: "Минимальная сумма заказа, ₽",
  section_ids: "Разделы (номера через запятую; пусто — все)",
  good_ids: "Товары (номера через запятую; пусто — все)",
  starts_on: "Действует с",
  ends_on: "Действует по",
  max_uses: "Всего использований (0 — без ограничения)",
  max_uses_per_shopper: "На одного покупателя (0 — без ограничения)",
  active: "Включён",
} as const;
export const ADMIN_PROMO_KINDS = { percent: "Процент", fixed: "Сумма" } as const;
export const ADMIN_PROMO_COLUMNS = {
  code: "Код",
  discount: "Скидка",
  used: "Использован",
  discount_total: "Скидок на сумму",
  revenue: "Выручка",
} as const;
export const ADMIN_PROMO_USES = "Заказы с промокодом";
export const ADMIN_PROMO_NO_USES = "Промокод ещё не использовали";
export const ADMIN_PROMO_SAVED = "Промокод сохранён";
export const ADMIN_PROMO_CODE_TAKEN = "Такой промокод уже есть";
