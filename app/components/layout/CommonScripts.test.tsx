import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CommonScripts } from "./CommonScripts";

const SNIPPET = `<meta name="yandex-verification" content="abc"><script src="https://mc.yandex.ru/tag.js" async></script><script>ym(1,"init")</script><noscript><img src="https://mc.yandex.ru/watch/1" alt=""></noscript>`;

describe("CommonScripts", () => {
  it("gives every script the CSP nonce", () => {
    const html = renderToStaticMarkup(<CommonScripts html={SNIPPET} nonce="n0nce" part="body" />);
    expect(html).toBe('<script src="https://mc.yandex.ru/tag.js" async="" nonce="n0nce"></script><script nonce="n0nce">ym(1,"init")</script>');
  });

  it("puts metas in the head and leaves the counter pixel to the markup slot", () => {
    expect(renderToStaticMarkup(<CommonScripts html={SNIPPET} nonce="n" part="head" />)).toContain(
      '<meta name="yandex-verification" content="abc"/>',
    );
    expect(renderToStaticMarkup(<CommonScripts html={SNIPPET} nonce="n" part="markup" />)).toContain(
      '<noscript><img src="https://mc.yandex.ru/watch/1" alt=""></noscript>',
    );
  });
});
