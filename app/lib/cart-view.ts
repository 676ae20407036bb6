/** What the cart and favourites pages show of a good (a subset of the contract's GoodCard). */
export type CartGood = {
  id: number;
  handle: string;
  section_handle: string;
  name: string;
  price: number;
  old_price: number | null;
  stock: number;
  in_stock: boolean;
  lead?: { made_to_order: boolean; min: number; max: number } | null;
  image: { src: string; width: number; height: number; alt: string; sources?: { type: string; srcset: string }[] };
  variant_label: string | null;
};

/** One cart line as the page shows it: the good and how many. */
export type CartViewLine = { good: CartGood; count: number };
