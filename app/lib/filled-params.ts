/**
 * The query without its empty fields: a GET form sends every field, so an untouched filter would put
 * `price_to=&width_from=` into the URL. Values are kept as they are; a field is dropped only when blank.
 */
export function filledParams(entries: Iterable<[string, string]>): URLSearchParams {
  const filled = new URLSearchParams();
  for (const [name, value] of entries) if (value.trim() !== "") filled.append(name, value);
  return filled;
}

/** The cleaned query string (`?a=1` or empty) when `search` had empty fields to drop, otherwise null. */
export function cleanedSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const filled = filledParams(params);
  if ([...filled].length === [...params].length) return null;
  const text = filled.toString();
  return text ? `?${text}` : "";
}
