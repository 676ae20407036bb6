/** How many banking days a счёт is good for; the goods stay reserved meanwhile (the счёт and the payment page say so). */
export const INVOICE_VALID_DAYS = 3;
