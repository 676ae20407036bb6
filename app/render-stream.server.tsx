import { Transform } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createReadableStreamFromReadable } from "@remix-run/node";

/*
 * Exports (stable):
 *   renderToStream(element, options): Promise<ReadableStream<Uint8Array>>   React's Node renderer, its output repaired
 *                                                                            and sent in pieces of up to 32 KB
 *   withoutUnfilledTail(chunk): Uint8Array                                   one output chunk repaired
 */

/** The size of the views React 18's Node renderer encodes text into. */
const REACT_VIEW_BYTES = 2048;
/** React's views are joined into pieces of about this size before they go on. */
const PIECE_BYTES = 32 * 1024;

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
      const pieces = new HtmlPieces();
      pipe(pieces);
      resolve(createReadableStreamFromReadable(pieces));
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

/**
 * React's output repaired and joined into larger pieces. Every piece costs the same whatever its size on its
 * way out (a web stream's read, the adapter's write, a gzip call on the thread pool and its callback), and React
 * sends 2 KB at a time: a section page of ~100 KB was ~50 pieces, whose gzip alone cost several times what
 * compressing the same bytes in a few pieces does. Nothing waits for a piece to fill: what has been written goes
 * on when React says it has nothing more for now (it calls `flush()` on its destination after each round of
 * writing, as it does for a compression stream) and at the latest on the next turn of the event loop.
 */
class HtmlPieces extends Transform {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private sendSoon: NodeJS.Immediate | null = null;

  constructor() {
    super({ readableHighWaterMark: PIECE_BYTES * 2 });
  }

  override _transform(chunk: Uint8Array, _encoding: BufferEncoding, done: () => void) {
    const repaired = withoutUnfilledTail(chunk);
    if (repaired.byteLength > 0) {
      this.pending.push(repaired);
      this.pendingBytes += repaired.byteLength;
    }
    if (this.pendingBytes >= PIECE_BYTES) this.flush();
    else this.sendSoon ??= setImmediate(() => this.flush());
    done();
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void) {
    if (this.sendSoon) clearImmediate(this.sendSoon);
    done(error);
  }

  override _flush(done: () => void) {
    this.flush();
    done();
  }

  /** Sends what has been written so far as one piece. */
  flush() {
    if (this.sendSoon) clearImmediate(this.sendSoon);
    this.sendSoon = null;
    if (this.pendingBytes === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
  }
}
