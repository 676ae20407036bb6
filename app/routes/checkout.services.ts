import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildingOf } from "~/forms/delivery-services";
import { getServicesOffer } from "~/server/api/delivery-services.server";
import { loadCartLines } from "~/server/cart/cart-page.server";
import { getAccessToken } from "~/server/cookies/access-token.server";

/**
 * The checkout's services priced for the cart and the building typed (with JavaScript, as the shopper types the
 * floor or picks the lift): `?address_floor=&address_lift=` → `{ building, offer }` (`offer` null: none offered).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const building = buildingOf(new URL(request.url).searchParams);
  const { lines } = await loadCartLines(request, await getAccessToken(request));
  const offer = await getServicesOffer(lines, building);
  return Response.json({ building, offer }, { headers: { "Cache-Control": "no-store" } });
}
