import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_REVISION_CHECK_MS } from "~/config/constants";
import { callApi } from "~/server/api/client.server";
import { getCommon } from "~/server/api/common.server";
import { seededCommon } from "../../../backend/db/seed/common-data";
import { footerMarkup } from "./footer-markup.server";

vi.mock("react-dom/server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react-dom/server")>();
  return { ...actual, renderToStaticMarkup: vi.fn(actual.renderToStaticMarkup) };
});
vi.mock("~/server/api/client.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/server/api/client.server")>()),
  callApi: vi.fn(),
}));

/** What the backend answers: common data as seeded, and the public data revision. */
const backend = { common: seededCommon(), revision: 1 };

const anonymousPage = () => getCommon(new Request("http://shop.test/"));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.mocked(callApi).mockImplementation(async (path) => Response.json(path === "/common" ? backend.common : { revision: backend.revision }));
});
afterEach(() => vi.useRealTimers());

describe("the footer's markup", () => {
  it("is rendered once while the revision stands, and anew with a manager's change once the revision moves", async () => {
    const first = footerMarkup(await anonymousPage());
    expect(footerMarkup(await anonymousPage())).toBe(first);
    expect(vi.mocked(renderToStaticMarkup)).toHaveBeenCalledTimes(1);
    expect(first).toContain('<a href="/delivery" data-page-link="">Доставка и сборка</a>');

    // A manager renames a footer link (through any process): the backend's revision moves.
    const group = backend.common.footer.menu_1.find((g) => g.children.some((c) => c.url === "/delivery"));
    backend.common = {
      ...backend.common,
      footer: {
        ...backend.common.footer,
        menu_1: backend.common.footer.menu_1.map((g) =>
          g === group ? { ...g, children: g.children.map((c) => (c.url === "/delivery" ? { ...c, name: "Доставка по России" } : c)) } : g,
        ),
      },
    };
    backend.revision += 1;
    vi.setSystemTime(Date.now() + CATALOG_REVISION_CHECK_MS + 1);

    const changed = footerMarkup(await anonymousPage());
    expect(changed).toContain('<a href="/delivery" data-page-link="">Доставка по России</a>');
    expect(changed).not.toContain("Доставка и сборка");
    expect(footerMarkup(await anonymousPage())).toBe(changed);
    expect(vi.mocked(renderToStaticMarkup)).toHaveBeenCalledTimes(2);
  });

  it("falls back to a footer without common data when the backend is down", () => {
    const markup = footerMarkup(null);
    expect(markup).toContain('class="logo logo--footer"');
    expect(markup).not.toContain("site-footer__seller");
  });
});
