import { describe, expect, it } from "vitest";
import { MSG_PAGE_NOT_FOUND } from "~/config/messages/common";
import { MSG_ERROR_BY_STATUS, MSG_ERROR_TITLE } from "~/config/messages/layout";
import type { Common } from "~/server/api/common.server";
import { errorPageTexts } from "./ErrorPage";

const page404 = { title: "Страница не найдена", text: "Загляните в каталог", image: null, buttons: [{ title: "На главную", link: "/" }] };

describe("errorPageTexts", () => {
  it("uses common page_404 for a 404", () => {
    expect(errorPageTexts(404, { page_404: page404, page_error: null } as unknown as Common, "/x")).toEqual(page404);
  });

  it("falls back to the default 404 title when common data is unavailable", () => {
    const texts = errorPageTexts(404, null, "/x");
    expect(texts.title).toBe(MSG_PAGE_NOT_FOUND);
    expect(texts.buttons[0]).toEqual({ title: "На главную", link: "/" });
  });

  it("gives other statuses a Russian message and a reload button, never the error", () => {
    const texts = errorPageTexts(503, null, "/catalog?page=2");
    expect(texts.title).toBe(MSG_ERROR_TITLE);
    expect(texts.text).toBe(MSG_ERROR_BY_STATUS[503]);
    expect(texts.buttons.map((b) => b.link)).toEqual(["/", "/catalog?page=2"]);
  });
});
