/** DaData's documented suggest endpoint of a kind (Suggestions API 4_1): `POST {query, count}`. */
export const dadataSuggestUrl = (kind: "address" | "party") => `https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/${kind}`;

/** How long the checkout waits for DaData before it offers nothing. */
const DADATA_TIMEOUT_MS = 3000;

/**
 * A call of DaData's Suggestions API: `POST` of a JSON body to `url` with `Authorization: Token <key>`; its parsed
 * JSON answer, or an error when DaData answers other than 2xx or not within the timeout.
 */
export async function postToDadata(url: string, apiKey: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Token ${apiKey}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(DADATA_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`DaData answered ${response.status}`);
  return response.json();
}
