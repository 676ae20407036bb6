import { describe, expect, it } from "vitest";
import { splitSnippets } from "./scripts-html";

describe("splitSnippets", () => {
  it("takes scripts out with their safe attributes and keeps the rest as markup", () => {
    const html = `<script async src="https://mc.yandex.ru/tag.js" nonce="old" onload="x()"></script>
<script>ym(1, "init", {});</script><noscript><div><img src="https://mc.yandex.ru/watch/1" alt=""></div></noscript>`;
    expect(splitSnippets(html)).toEqual({
      scripts: [
        { attrs: { async: true, src: "https://mc.yandex.ru/tag.js" }, code: "" },
        { attrs: {}, code: 'ym(1, "init", {});' },
      ],
      metas: [],
      markup: '<noscript><div><img src="https://mc.yandex.ru/watch/1" alt=""></div></noscript>',
    });
  });

  it("reads verification metas for the head", () => {
    expect(splitSnippets(`<meta name='yandex-verification' content="abc" />`)).toEqual({
      scripts: [],
      metas: [{ name: "yandex-verification", content: "abc" }],
      markup: "",
    });
  });

  it("gives nothing for an empty snippet", () => {
    expect(splitSnippets("")).toEqual({ scripts: [], metas: [], markup: "" });
  });
});
