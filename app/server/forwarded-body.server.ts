import { FORWARDED_BODY_DRAIN_MAX_BYTES, REFUSED_BODY_LINGER_MS } from "~/config/constants";

/**
 * A client's request body handed to a Fetch-API handler (the backend mounted at /api).
 *
 * Cancelling the stream Remix makes of the incoming request destroys the client's socket, so a handler that
 * stops reading early (a 413 past the size limit, a multipart reader after the closing boundary) would have
 * its answer dropped and the keep-alive connection reset. Here the handler's cancel only detaches it: the rest
 * of the upload is read and thrown away, the answer goes out, and the connection stays usable. `drain()` does
 * the same for a body the handler never read. Past FORWARDED_BODY_DRAIN_MAX_BYTES of leftovers, and once the
 * client has had REFUSED_BODY_LINGER_MS to read the answer (a reset sooner can drop it unread), the upload is
 * cut (the answer has long gone out by then).
 */
export function forwardedBody(source: ReadableStream<Uint8Array>): { body: ReadableStream<Uint8Array>; drain(): void } {
  const reader = source.getReader();
  let draining = false;

  function drain() {
    if (draining) return;
    draining = true;
    void (async () => {
      let discarded = 0;
      const startedAt = Date.now();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          discarded += value.byteLength;
          if (discarded > FORWARDED_BODY_DRAIN_MAX_BYTES && Date.now() - startedAt > REFUSED_BODY_LINGER_MS) {
            await reader.cancel();
            return;
          }
        }
      } catch {
        // The client went away: nothing left to drain.
      }
    })();
  }

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: drain,
    },
    { highWaterMark: 0 },
  );
  return { body, drain };
}
