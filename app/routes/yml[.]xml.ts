import { callApi } from "~/server/api/client.server";
import { env } from "~/server/env.server";
import { unavailable } from "~/server/responses.server";

/**
 * The shop's YML feed for Yandex Market and ad services, built by the backend with links under PUBLIC_URL and
 * rebuilt there when the catalogue changes; a reader may keep it a minute.
 */
export async function loader() {
  const response = await callApi("/feed/yml", { query: { base: env.publicUrl } });
  if (!response.ok) throw unavailable();
  return new Response(await response.text(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
