import type { LoaderFunctionArgs } from "@remix-run/node";
import { mediaResponse } from "~/server/media.server";

/** `/media/*`: product, section and content pictures (and their PNG share twins), through the backend. */
export function loader({ params }: LoaderFunctionArgs) {
  return mediaResponse(params["*"] ?? "");
}
