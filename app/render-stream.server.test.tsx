import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderToStream } from "./render-stream.server";

const options = { nonce: "n", abortAfterMs: 5000, onError: () => {} };

/** The page `element` renders to, as a browser decodes it. */
async function rendered(element: React.ReactElement) {
  const stream = await renderToStream(element, { ...options, waitForAll: true });
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

describe("renderToStream", () => {
  it("sends Cyrillic text across React's 2 KB views whole, with no NUL bytes", async () => {
    // Latin text of every length before the Cyrillic brings a two-byte letter onto each view's last byte.
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

  it("sends a page of ~100 KB in a few pieces, not in React's 2 KB views", async () => {
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
