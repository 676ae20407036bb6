import { MSG_RESEND_TOO_EARLY } from "../backend/http/accounts-messages";
import { expect, ownClientAddress, test } from "./fixtures";

/**
 * Code limits go by the address that asks (docs/decisions/0004-sign-in-codes.md), so the storefront must tell the
 * backend whose request a code is, for account changes as for sign-in: otherwise every shopper's change codes
 * count as one address's.
 */

test.use({ axe: false }); // form posts only

test("a phone-change code asked again from the same address waits, from another address it is sent", async ({ signedInPage: page, baseURL }) => {
  const newPhone = `7999${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const ask = async (address: string) => {
    const answer = await page.request.post("/account/settings", {
      headers: { "X-Forwarded-For": address, Origin: new URL(baseURL!).origin },
      form: { intent: "phone", phone: newPhone },
      maxRedirects: 0,
    });
    return answer.text();
  };
  const home = ownClientAddress();
  expect(await ask(home)).toContain('name="code"');
  expect(await ask(home)).toContain(MSG_RESEND_TOO_EARLY);
  const elsewhere = await ask(`${home.split(".").slice(0, 3).join(".")}.${(Number(home.split(".")[3]) % 254) + 1}`);
  expect(elsewhere).not.toContain(MSG_RESEND_TOO_EARLY);
  expect(elsewhere).toContain('name="code"');
});
