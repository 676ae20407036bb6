import { describe, expect, it } from "vitest";
import { richTextToSave, richTextView } from "./rich-text-form.server";

const open = (html: string, url = "http://shop.test/admin/goods/1") => richTextView(html, new Request(url), "description");

describe("a rich text field opened and saved", () => {
  it("saved unchanged, a stored text stays byte for byte what it was, however it was written", () => {
    const stored = "<p>Первый   абзац</p>\n\n<ul>\n  <li>один</li>\n</ul>";
    const view = open(stored);
    expect(view).toMatchObject({ format: "markup", value: "Первый абзац\n\n- один", canMarkup: true });
    // The browser sends a textarea's line breaks as CRLF.
    expect(richTextToSave({ ...view, value: view.value.replace(/\n/g, "\r\n") })).toBe(stored);
    const asHtml = open(stored, "http://shop.test/admin/goods/1?html=description");
    expect(asHtml).toMatchObject({ format: "html", value: stored });
    expect(richTextToSave(asHtml)).toBe(stored);
  });

  it("changed, the markup becomes the allow-list's HTML, and HTML typed in the «HTML» view is sanitised", () => {
    const view = open("<p>Было</p>");
    expect(richTextToSave({ ...view, value: "Стало **жирно**" })).toBe("<p>Стало <strong>жирно</strong></p>");
    const asHtml = open("<p>Было</p>", "http://shop.test/admin/goods/1?html=description");
    expect(richTextToSave({ ...asHtml, value: '<p onclick="alert(1)">Стало<script>alert(1)</script></p>' })).toBe("<p>Стало</p>");
  });

  it("a text the markup cannot say opens as HTML, so nothing of it is lost", () => {
    const stored = '<p>Фото:</p><img src="/media/x.png" alt="" />';
    expect(open(stored)).toMatchObject({ format: "html", value: stored, canMarkup: false });
  });
});
