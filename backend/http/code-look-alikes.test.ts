import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsBackend, type AccountsTestBackend } from "../testing/accounts-test-kit";

/**
 * A code typed on a Russian keyboard with the Cyrillic letters that look like its Latin ones («ВVХ5» for
 * «BVX5») signs in, at the backend itself, whichever client sent it; other Cyrillic letters stay wrong.
 */

let shop: AccountsTestBackend;
beforeAll(async () => {
  shop = await startAccountsBackend();
});
afterAll(async () => {
  await shop.close();
});

const TO_CYRILLIC: Record<string, string> = { A: "А", B: "В", E: "Е", "3": "З", K: "К", M: "М", H: "Н", P: "Р", C: "С", T: "Т", Y: "У", X: "Х" };
const asTypedInCyrillic = (code: string) => [...code].map((c) => TO_CYRILLIC[c] ?? c).join("");

/** A sent sign-in code with at least one letter that has a Cyrillic look-alike (most codes have one). */
async function codeWithLookAlike(): Promise<{ formId: string; code: string }> {
  for (;;) {
    const phone = shop.freshPhone();
    const login = await shop.callJson("/lk/login", { method: "POST", json: { login: phone }, ip: shop.freshIp() });
    const code = shop.lastCode(phone);
    if (asTypedInCyrillic(code) !== code) return { formId: String(login.body.form_id), code };
  }
}

describe("codes typed with Cyrillic look-alikes", () => {
  it("sign in when the look-alikes stand for the code's letters", async () => {
    const { formId, code } = await codeWithLookAlike();
    const confirm = await shop.callJson("/lk/confirm", { method: "POST", json: { id: formId, code: asTypedInCyrillic(code).toLowerCase() } });
    expect(confirm).toMatchObject({ status: 200, body: { result: "ok" } });
  });

  it("stay wrong when a letter has no Latin twin", async () => {
    const { formId } = await codeWithLookAlike();
    const confirm = await shop.callJson("/lk/confirm", { method: "POST", json: { id: formId, code: "ЖЖЖЖ" } });
    expect(confirm.status).toBe(422);
  });
});
