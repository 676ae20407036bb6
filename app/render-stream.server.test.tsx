import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { Suspense, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderToStream } from "./render-stream.server";

const options = { nonce: "n", abortAfterMs: 5000, onError: () => {} };

/** The page `element` renders to, as a browser decodes it. */
async function rendered(element: React.ReactElement) {
  const stream = await renderToStream(element, { ...options, waitForAll: true });
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

describe("renderToStream", () => {
  it("sends Cyrillic text whole, with no NUL bytes, wherever a piece ends", async () => {
    // Latin text of every length before the Cyrillic brings a two-byte letter onto every byte position.
    for (let shift = 0; shift < 4; shift += 1) {
      const latin = "a".repeat(shift);
      const words = Array.from({ length: 400 }, (_, i) => `${latin}Диван ${i}`);
      const html = await rendered(
        <ul>
          {words.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>,
      );
      expect(html).not.toContain("\u0000");
      expect(html).toBe(`<ul>${words.map((word) => `<li>${word}</li>`).join("")}</ul>`);
    }
  });

  it("sends a page of ~100 KB in a few pieces", async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `Товар ${i}: диван угловой с ящиком для белья`);
    const stream = await renderToStream(
      <ol>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ol>,
      { ...options, waitForAll: true },
    );
    const pieces: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let piece = await reader.read(); !piece.done; piece = await reader.read()) pieces.push(piece.value);
    const bytes = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
    expect(bytes).toBeGreaterThan(90_000);
    expect(pieces.length).toBeLessThanOrEqual(5);
    expect(new TextDecoder().decode(Buffer.concat(pieces))).toBe(`<ol>${rows.map((row) => `<li>${row}</li>`).join("")}</ol>`);
  });

  it("sends the shell while a deferred part is still pending, and the part when it is ready", async () => {
    let resolveData!: (text: string) => void;
    const data = new Promise<string>((resolve) => (resolveData = resolve));
    let ready: string | null = null;
    void data.then((text) => (ready = text));
    function Deferred() {
      if (ready === null) throw data;
      return <p>{ready}</p>;
    }
    const stream = await renderToStream(
      <main>
        <h1>Каталог</h1>
        <Suspense fallback={<p>Загрузка…</p>}>
          <Deferred />
        </Suspense>
      </main>,
      { ...options, waitForAll: false },
    );
    const reader = stream.getReader();
    // The shell must arrive with the data still pending: a piece held back until more came would hang here.
    const shell = new TextDecoder().decode((await reader.read()).value);
    expect(shell).toContain("<h1>Каталог</h1>");
    expect(shell).toContain("Загрузка…");
    resolveData("Диваны готовы");
    let rest = "";
    for (let piece = await reader.read(); !piece.done; piece = await reader.read()) rest += new TextDecoder().decode(piece.value);
    expect(rest).toContain("Диваны готовы");
  });
});

/**
 * React's Node renderer as patched (patches/): both of its builds write the page as text in pieces of up to 32 K
 * characters. The server runs the production build; tests and development the other one.
 */
describe("React's Node renderer", () => {
  const require = createRequire(import.meta.url);
  const cjs = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs");
  const builds = {
    production: require(path.join(cjs, "react-dom-server.node.production.min.js")) as typeof import("react-dom/server"),
    development: require(path.join(cjs, "react-dom-server.node.development.js")) as typeof import("react-dom/server"),
  };

  /** What a build writes for `element` once all of it is ready: each write as its destination gets it. */
  function writes(build: typeof import("react-dom/server"), element: ReactElement): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const got: string[] = [];
      const destination = new Writable({
        decodeStrings: false,
        write(chunk: string | Uint8Array, _encoding, done) {
          got.push(typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk));
          done();
        },
      });
      destination.on("finish", () => resolve(got));
      const { pipe } = build.renderToPipeableStream(element, { onAllReady: () => pipe(destination), onShellError: reject });
    });
  }

  const rows = Array.from({ length: 3000 }, (_, i) => `Товар ${i}: диван «Осло» 🛋️ с ящиком для белья`);
  const page = (
    <main>
      <h1 title="Диваны &amp; кресла">Диваны</h1>
      <p>{"Я".repeat(40_000)}</p>
      <ol>
        {rows.map((row) => (
          <li key={row} data-name={row}>
            {row}
          </li>
        ))}
      </ol>
    </main>
  );

  it("writes a page of ~300 KB as a few large pieces of text, the same in both builds", async () => {
    const production = await writes(builds.production, page);
    const development = await writes(builds.development, page);
    expect(production.join("")).toBe(development.join(""));
    expect(production.join("")).toContain(`<li data-name="${rows[2999]}">${rows[2999]}</li>`);
    expect(production.join("")).not.toContain("\u0000");
    for (const written of [production, development]) {
      expect(written.length).toBeLessThanOrEqual(Math.ceil(written.join("").length / 32_768) + 1);
    }
  });
});
