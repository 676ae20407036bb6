import { DELIVERIES } from "../orders-data";
import { SELLER, SHOP_CONTACTS } from "../common-data";
import type { DocSection } from "../document";

/**
 * The terms and details the shop's pages share, so that two pages never state them differently: the warranty,
 * return and refund terms, the documents' edition, the contacts as HTML links, and the seller's requisites.
 */

/** Guarantee on all furniture, months. */
export const WARRANTY_MONTHS = 18;
/** Days after delivery within which goods of proper quality bought at a distance may be returned. */
export const RETURN_DAYS = 7;
/** Days within which money is paid back once the shopper has asked for it. */
export const REFUND_DAYS = 10;
/** Prepayment share for furniture made to the shopper's own sizes, percent. */
export const CUSTOM_PREPAYMENT_PERCENT = 50;
/** The date of the offer's and the privacy policy's current edition. */
export const EDITION = "12 января 2026 года";

/** The shop's e-mail addresses and phone as HTML links. */
export const email = `<a href="mailto:${SHOP_CONTACTS.email}">${SHOP_CONTACTS.email}</a>`;
export const privacyEmail = `<a href="mailto:${SHOP_CONTACTS.privacyEmail}">${SHOP_CONTACTS.privacyEmail}</a>`;
export const phone = `<a href="tel:+${SHOP_CONTACTS.phone.replace(/\D/g, "")}">${SHOP_CONTACTS.phone}</a>`;
/** The seller with its registration numbers and legal address, in one line. */
export const sellerLine = `${SELLER.full_name} (${SELLER.name}), ИНН ${SELLER.inn}, КПП ${SELLER.kpp}, ОГРН ${SELLER.ogrn}, юридический адрес: ${SELLER.address}`;
/** A delivery option of the checkout by its code. */
export const deliveryOption = (code: string) => DELIVERIES.find((d) => d.code === code)!;

/** The seller's requisites, the last section of the returns page and the offer. */
export const requisites: DocSection = {
  heading: "Реквизиты продавца",
  blocks: [
    {
      list: [
        `Полное наименование: ${SELLER.full_name}`,
        `Сокращённое наименование: ${SELLER.name}`,
        `ИНН ${SELLER.inn}, КПП ${SELLER.kpp}`,
        `ОГРН ${SELLER.ogrn}`,
        `Юридический адрес: ${SELLER.address}`,
        `Телефон: ${phone}, электронная почта: ${email}`,
      ],
    },
  ],
};
