import { Transform } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createReadableStreamFromReadable } from "@remix-run/node";

/*
 * Exports (stable):
 *   renderToStream(element, options): Promise<ReadableStream<Uint8Array>>   React's Node renderer, its output sent in
 *                                                                            pieces of up to 32 KB
 */

/** React's writes are joined into pieces of about this size before they go on. */
const PIECE_BYTES = 32 * 1024;

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
 * React's output joined into larger pieces. Every piece costs the same whatever its size on its way out (a web
 * stream's read, the adapter's write, a gzip call on the thread pool and its callback). React's renderer (as
 * patched in patches/) writes its text in pieces of up to 32 K characters, but also a small piece at the end of
 * every round of writing: a streamed page's shell and its data arrive in several rounds. Nothing waits for a
 * piece to fill: what has been written goes on when React says it has nothing more for now (it calls `flush()`
 * on its destination after each round of writing, as it does for a compression stream) and at the latest on the
 * next turn of the event loop.
 */
class HtmlPieces extends Transform {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private sendSoon: NodeJS.Immediate | null = null;

  constructor() {
    super({ readableHighWaterMark: PIECE_BYTES * 2 });
  }

  // React writes strings; the stream has already encoded them (as UTF-8) when they get here.
  override _transform(chunk: Uint8Array, _encoding: BufferEncoding, done: () => void) {
    if (chunk.byteLength > 0) {
      this.pending.push(chunk);
      this.pendingBytes += chunk.byteLength;
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
