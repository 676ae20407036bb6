import { LABEL_FEW_LEFT, LABEL_IN_STOCK, LABEL_OUT_OF_STOCK_STATE } from "~/config/messages/catalog";

/** Goods with this many or fewer pieces left say so. */
const FEW = 3;

export function StockState({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="stock stock--out">{LABEL_OUT_OF_STOCK_STATE}</p>;
  if (stock <= FEW) return <p className="stock stock--few">{LABEL_FEW_LEFT(stock)}</p>;
  return <p className="stock stock--in">{LABEL_IN_STOCK}</p>;
}
