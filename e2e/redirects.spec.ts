import { MSG_REQUEST_SENT_TITLE } from "../app/config/messages/layout";
import { expect, HTTP_ONLY, ownClientAddress, test, waitForHydration } from "./fixtures";

/**
 * Redirect targets that try to leave the site, from the outside: the shop answers each with a path of its own
 * (the hostile bodies of every kind are in fuzz.spec.ts).
 */

/** Targets a browser would follow off the site if they reached a `Location` unchanged. */
const LEAVING = [
  "/\t/evil.example",
  "/\r/evil.example",
  "/\n/evil.example",
  "//evil.example",
  "/\\evil.example",
  "/.//evil.example",
  "https:evil.example",
];

test.describe("redirect targets", () => {
  test("a lead form opened with a `source` that leaves the site ends on the shop after sending", async ({ page, baseURL }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownClientAddress() });
    await page.goto("/request/project?source=%2F%09%2Fevil.example");
    if (test.info().project.name === "js") await waitForHydration(page);
    const form = page.locator("form#request-project");
    await form.locator('input[name="fio"]').fill("Анна Тестова");
    await form.locator('input[name="phone"]').fill("79161234567");
    await form.locator('input[name="email"]').fill("anna@example.ru");
    await form.locator('textarea[name="comment"]').fill("Кухня, 12 м²");
    await form.locator('input[name="consent"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole("dialog").filter({ hasText: MSG_REQUEST_SENT_TITLE })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test("every `redirectTo` (cart, favourites, preferences, sign-in) stays on the site", HTTP_ONLY, async ({ request, baseURL }) => {
    const posts: { url: string; form: Record<string, string> }[] = [
      { url: "/cart", form: { intent: "clear" } },
      { url: "/favorites", form: { intent: "clear" } },
      { url: "/preferences", form: { intent: "accept-cookies" } },
      { url: "/login", form: { intent: "cancel" } },
    ];
    for (const { url, form } of posts) {
      for (const target of LEAVING) {
        const response = await request.post(url, {
          form: { ...form, redirectTo: target },
          maxRedirects: 0,
        });
        expect(response.status(), `${url} ${JSON.stringify(target)}`).toBe(302);
        const location = response.headers().location;
        expect(new URL(location, baseURL).origin, `${url} ${JSON.stringify(target)} → ${location}`).toBe(new URL(baseURL!).origin);
        expect(location, "a header-safe path of the site").toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      }
    }
  });
});
