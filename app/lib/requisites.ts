/** The check digits of ИНН and ОГРН/ОГРНИП and the seller's details rules: the backend's own, so the form and the save agree. */
export { isSoleTraderOgrn, isValidInn, isValidOgrn } from "../../backend/shop/requisites";
export { registrationNumber, sellerProblems } from "../../backend/shop/seller-check";
