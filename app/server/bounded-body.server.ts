import { MSG_ERROR_BY_STATUS } from "~/config/messages/layout";
import { FormRefused } from "./form-refused.server";

/** The refusal of a body past its limit: the Russian text of the 413 page, for the whole form. */
export function tooLargeForm(fields: Record<string, string> = {}): FormRefused {
  return new FormRefused(413, MSG_ERROR_BY_STATUS[413]!, null, fields);
}

/**
 * `request` with its body counted as it is read: once more than `maxBytes` have come the stream fails with
 * `tooLargeForm()`, so a reader (ours or a library's) holds at most the limit, whether the body declared a
 * length or came chunked. The source is only released, never cancelled: cancelling the stream Remix makes of
 * the request destroys the socket before the 413 goes out; the server reads and drops the rest afterwards.
 */
export function boundedRequest(request: Request, maxBytes: number): Request {
  if (Number(request.headers.get("content-length")) > maxBytes) throw tooLargeForm();
  if (!request.body) return request;
  const reader = request.body.getReader();
  let size = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > maxBytes) {
          reader.releaseLock();
          return controller.error(tooLargeForm());
        }
        controller.enqueue(value);
      },
      cancel() {
        reader.releaseLock();
      },
    },
    { highWaterMark: 0 },
  );
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal, duplex: "half" } as RequestInit);
}

/** The whole body of `request` as UTF-8, or `tooLargeForm()` once it passes `maxBytes`. */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string> {
  const bounded = boundedRequest(request, maxBytes);
  if (!bounded.body) return "";
  const chunks: Uint8Array[] = [];
  for await (const chunk of bounded.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
