import { LABEL_FEW_LEFT, LABEL_IN_STOCK, LABEL_OUT_OF_STOCK_STATE } from "~/config/messages/goods";
import { LABEL_LEAD_MADE_IN, LABEL_LEAD_MADE_TO_ORDER, LABEL_LEAD_SHIPS_IN } from "~/config/messages/delivery-dates";
import { formatDeliveryDays } from "~/lib/delivery-days";

/** Goods with this many or fewer pieces left say so. */
const FEW = 3;

type Lead = { made_to_order: boolean; min: number; max: number } | null | undefined;

/**
 * Whether a good can be had and how soon: made to order with its making days («Под заказ · изготовим за 21–28
 * дней»), in stock with its shipping days, a few left, or sold out. `withTerm={false}` leaves the days to a page that
 * says them in its own words.
 */
export function StockState({ stock, lead, withTerm = true }: { stock: number; lead?: Lead; withTerm?: boolean }) {
  // Each state is one text (not a label and a term side by side): a card renders one text node, not three.
  if (lead?.made_to_order) {
    const term = withTerm ? formatDeliveryDays(lead.min, lead.max) : null;
    return <p className="stock stock--order">{term ? `${LABEL_LEAD_MADE_TO_ORDER} · ${LABEL_LEAD_MADE_IN(term)}` : LABEL_LEAD_MADE_TO_ORDER}</p>;
  }
  if (stock <= 0) return <p className="stock stock--out">{LABEL_OUT_OF_STOCK_STATE}</p>;
  const term = lead && withTerm ? formatDeliveryDays(lead.min, lead.min) : null;
  const ships = term ? ` · ${LABEL_LEAD_SHIPS_IN(term)}` : "";
  if (stock <= FEW) return <p className="stock stock--few">{LABEL_FEW_LEFT(stock) + ships}</p>;
  return <p className="stock stock--in">{LABEL_IN_STOCK + ships}</p>;
}
