import { Transform } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createReadableStreamFromReadable } from "@remix-run/node";

/*
 * Exports (stable):
 *   renderToStream(element, options): Promise<ReadableStream<Uint8Array>>   React's Node renderer, its output repaired
 *   withoutUnfilledTail(chunk): Uint8Array                                   one output chunk repaired
 */

/** The size of the views React 18's Node renderer encodes text into. */
const REACT_VIEW_BYTES = 2048;

/**
 * React 18's Node renderer encodes text into 2 KB views with `encodeInto` (one view for many strings: several
 * times cheaper than the web-streams renderer, which allocates a `TextEncoder.encode` result per string). When
 * a multi-byte character does not fit the bytes left in a view, it sends the whole view, its unfilled tail of
 * zero bytes included: a NUL inside Cyrillic text. Such a chunk is a full view ending in zeros; the zeros are
 * cut (a page has no NUL bytes of its own: HTML parsers drop them anyway).
 */
export function withoutUnfilledTail(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== REACT_VIEW_BYTES || chunk[REACT_VIEW_BYTES - 1] !== 0) return chunk;
  let end = REACT_VIEW_BYTES;
  while (end > 0 && chunk[end - 1] === 0) end -= 1;
  return chunk.subarray(0, end);
}

type RenderOptions = {
  nonce: string;
  /** Resolve once everything, deferred parts too, is rendered (crawlers, pages to keep), not at the shell. */
  waitForAll: boolean;
  /** Rendering still going on after this long stops (the deferred parts still pending are sent as their fallbacks). */
  abortAfterMs: number;
  onError: (error: unknown) => void;
};

/**
 * `element` rendered as a stream of bytes, resolved when its shell (or, with `waitForAll`, all of it) is ready;
 * rejected if the shell itself fails.
 */
export function renderToStream(element: ReactNode, { nonce, waitForAll, abortAfterMs, onError }: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const start = () => {
      const repaired = new Transform({
        transform(chunk: Uint8Array, _encoding, done) {
          done(null, withoutUnfilledTail(chunk));
        },
      });
      pipe(repaired);
      resolve(createReadableStreamFromReadable(repaired));
    };
    const abortTimer = setTimeout(() => abort(), abortAfterMs);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        if (!waitForAll) start();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (waitForAll) start();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError,
    });
  });
}
