/**
 * Favourites: an id is added when the amount passed is above 0, otherwise removed.
 * The list is newest first with no duplicates.
 */
export function toggleFavourite(ids: number[], id: number, amount: number): number[] {
  const rest = ids.filter((x) => x !== id);
  return amount > 0 ? [id, ...rest] : rest;
}
