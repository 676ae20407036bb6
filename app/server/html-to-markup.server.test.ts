import { describe, expect, it } from "vitest";
import { markupToHtml } from "~/lib/light-markup";
import { htmlToMarkup } from "./html-to-markup.server";
import { sanitizeHtml } from "./sanitize.server";

describe("the light markup of descriptions and texts", () => {
  it("says paragraphs, line breaks, headings, lists, quotes, bold, italic and links in HTML the sanitiser keeps as it is", () => {
    const markup = [
      "## Диван «Сиена»",
      "Мягкий, **прочный** и *уютный*.\nВторая строка с [каталогом](/catalog) и [почтой](mailto:hello@mebel-dom.ru).",
      "### Что входит",
      "- подушки\n- чехол",
      "1. Заказ\n2. Доставка",
      "> Лучший диван",
    ].join("\n\n");
    const html = markupToHtml(markup);
    expect(html).toBe(
      "<h2>Диван «Сиена»</h2>" +
        '<p>Мягкий, <strong>прочный</strong> и <em>уютный</em>.<br />Вторая строка с <a href="/catalog">каталогом</a> и <a href="mailto:hello@mebel-dom.ru">почтой</a>.</p>' +
        "<h3>Что входит</h3><ul><li>подушки</li><li>чехол</li></ul><ol><li>Заказ</li><li>Доставка</li></ol>" +
        "<blockquote><p>Лучший диван</p></blockquote>",
    );
    expect(sanitizeHtml(html)).toBe(html);
    expect(htmlToMarkup(html)).toBe(markup);
  });

  it("round-trips: markup → HTML → markup → HTML changes nothing, special characters included", () => {
    const samples = [
      "Цена 5 * 3 = 15, а не _15_ и не [15]. Путь C:\\мебель",
      "- не список\n1. не номер\n# не заголовок\n> не цитата",
      "**жирный *и курсив* внутри**",
      "A & B < C > D \"кавычки\" 'апостроф'",
    ];
    for (const text of samples) {
      const html = markupToHtml(text);
      const back = htmlToMarkup(html);
      expect(back).not.toBeNull();
      expect(markupToHtml(back ?? "")).toBe(html);
      expect(sanitizeHtml(html)).toBe(html);
    }
    // A literal line that looks like a list stays a paragraph once escaped.
    const literal = htmlToMarkup("<p>- не список<br />1. не номер</p>") ?? "";
    expect(markupToHtml(literal)).toBe("<p>- не список<br />1. не номер</p>");
  });

  it("reads the demo goods' descriptions", () => {
    const stored =
      "<p>Диван «Сиена» со скруглёнными формами — для гостиной.</p><p>Цвет: графит. Материал: велюр. Размеры: 220×95×85 см.</p>" +
      "<ul><li>Гарантия 18 месяцев</li><li>Доставка и сборка по всей России</li></ul>";
    expect(htmlToMarkup(stored)).toBe(
      "Диван «Сиена» со скруглёнными формами — для гостиной.\n\nЦвет: графит. Материал: велюр. Размеры: 220×95×85 см.\n\n- Гарантия 18 месяцев\n- Доставка и сборка по всей России",
    );
    expect(markupToHtml(htmlToMarkup(stored) ?? "")).toBe(stored);
  });

  it("hostile input never becomes a script, a handler or a javascript: link", () => {
    const html = markupToHtml(
      '<script>alert(1)</script>\n\n[нажми](javascript:alert(1)) [и это](JaVaScRiPt:alert(1)) [данные](data:text/html,x)\n\n<img src=x onerror="alert(1)">\n\n**<b onclick="x">**',
    );
    // Only the markup's own tags, none with an attribute: the hostile parts are shown as text.
    expect(new Set(html.match(/<[^>]*>/g))).toEqual(new Set(["<p>", "</p>", "<strong>", "</strong>"]));
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("[нажми](javascript:alert(1))");
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("opens hostile or rich stored HTML safely: what the markup cannot say opens as HTML, scripts and handlers are gone either way", () => {
    expect(htmlToMarkup('<p onclick="alert(1)">Текст<script>alert(1)</script></p>')).toBe("Текст");
    expect(htmlToMarkup('<p><a href="javascript:alert(1)">ссылка</a></p>')).toBe("ссылка");
    expect(htmlToMarkup('<p>Фото</p><img src="/media/x.png" alt="">')).toBeNull();
    expect(htmlToMarkup("<table><tr><td>1</td></tr></table>")).toBeNull();
    expect(htmlToMarkup("<ul><li>один<ul><li>вложенный</li></ul></li></ul>")).toBeNull();
  });
});
