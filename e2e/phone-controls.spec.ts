import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillCart, goodsInStock } from "./cart.kit";

/**
 * On a phone every control of the cart, the checkout and a good's page can be tapped where it is drawn: the
 * element the browser finds at a control's centre is the control itself or inside it, never a neighbour laid
 * over it. With JavaScript and without, at the narrow widths phones have.
 */

const PHONE_WIDTHS = [320, 375, 425];

/** The visible buttons, links and fields whose centre belongs to something else, described for the failure message. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>("main button, main a[href], main input, main select, main textarea");
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || style.display === "none") continue;
      // Visually hidden inputs (custom radios and checkboxes) are reached through their label.
      let rect = control.getBoundingClientRect();
      if (rect.width < 4 || rect.height < 4) continue;
      control.scrollIntoView({ block: "center", inline: "center" });
      // A link broken over two lines is tapped on one of its pieces: the first one's centre.
      rect = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === control || control.contains(hit))) continue;
      // A field's own label lying over it (a floating label) passes the tap to the field.
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.getAttribute("name") ?? "").trim().slice(0, 40);
      const by = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join(".")}` : "nothing";
      covered.push(`${control.tagName.toLowerCase()} «${name}» covered by ${by}`);
    }
    return covered;
  });
}

test("every control of the cart, the checkout and a good's page can be tapped at 320–425 px", async ({ page, request }) => {
  const { goods } = await goodsInStock(request, 1, 3);
  const [good] = goods;
  await page.goto("/");
  await fillCart(page, [{ id: good.id, count: 2 }]);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/cart", "/checkout", `/catalog/${good.section_handle}/${good.handle}`]) {
      await page.goto(path);
      expect(await coveredControls(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
