import { LABEL_INN, LABEL_KPP, LABEL_LEGAL_ADDRESS, LABEL_OGRN, LABEL_OGRNIP, LABEL_SELLER_NAME } from "~/config/messages/layout";
import { isSoleTraderOgrn } from "../../../shared/requisites";
import type { Seller } from "~/server/api/common.server";

/**
 * The seller's details from common data, as a list of term and value: the legal name (in full when the
 * backend gives it), ИНН, КПП (companies only), ОГРН or ОГРНИП, legal address. The footer shows it in one
 * line, the contacts page as a table.
 */
export function SellerDetails({ seller, className }: { seller: Seller; className: string }) {
  const rows: [string, string][] = [
    [LABEL_SELLER_NAME, seller.full_name || seller.name],
    [LABEL_INN, seller.inn],
    ...(seller.kpp ? [[LABEL_KPP, seller.kpp] as [string, string]] : []),
    [isSoleTraderOgrn(seller.ogrn) ? LABEL_OGRNIP : LABEL_OGRN, seller.ogrn],
    [LABEL_LEGAL_ADDRESS, seller.address],
  ];
  return (
    <dl className={`seller ${className}`}>
      {rows.map(([term, value]) => (
        <div key={term} className="seller__row">
          <dt className="seller__term">{term}</dt>
          <dd className="seller__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
