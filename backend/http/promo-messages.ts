import { displayRoubles } from "../shop/money";

/** Promo codes: what the shopper reads next to the «Промокод» field when a code does not work. */
export const MSG_PROMO_UNKNOWN = "Такого промокода нет: проверьте, как он написан";
export const MSG_PROMO_EXPIRED = "Срок действия промокода закончился";
export const MSG_PROMO_NOT_STARTED = (day: string) => `Промокод начнёт действовать ${day.split("-").reverse().join(".")}`;
export const MSG_PROMO_MIN_TOTAL = (kopecks: number) => `Промокод действует на заказ от ${displayRoubles(kopecks)}`;
export const MSG_PROMO_NOT_APPLICABLE = "Промокод не действует на товары в корзине";
export const MSG_PROMO_USED_UP = "Промокод больше не действует: его уже использовали";
export const MSG_PROMO_USED_BY_SHOPPER = "Вы уже использовали этот промокод";
export const MSG_PROMO_CODE_INVALID = "Введите промокод";
