import { describe, expect, it } from "vitest";
import { renderToStream } from "./render-stream.server";

/** The page `element` renders to, as a browser decodes it. */
async function rendered(element: React.ReactElement) {
  const stream = await renderToStream(element, { nonce: "n", waitForAll: true, abortAfterMs: 5000, onError: () => {} });
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
});
