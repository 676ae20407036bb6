/** Texts of the courier's services (lift, assembly, removal, measuring) in the back office's order. */

/** In an order's table of lines, where a good has its SKU. */
export const ADMIN_ORDER_SERVICE = "Услуга";
