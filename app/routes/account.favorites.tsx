import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FavouritesList } from "~/components/account/FavouritesList";
import { loadFavourites } from "~/server/cart/favourites-page.server";
import { requireUser } from "~/server/session.server";

/** The signed-in user's server favourites; removing posts to the cart engineer's `/favorites` action. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { goods, headers } = await loadFavourites(request);
  return data({ goods }, { headers });
}

export default function AccountFavouritesPage() {
  const { goods } = useLoaderData<typeof loader>();
  return <FavouritesList goods={goods} />;
}
