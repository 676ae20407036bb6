import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsBackend, type AccountsTestBackend } from "../testing/accounts-test-kit";

/** A stand-in for Google's verify endpoint: the token names the answer ("0.9:login" = score 0.9, action login). */
let verifier: http.Server;
let shop: AccountsTestBackend;

beforeAll(async () => {
  verifier = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const [score, action] = (new URLSearchParams(body).get("response") ?? "").split(":");
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ success: true, score: Number(score), action }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
  const { port } = verifier.address() as AddressInfo;
  shop = await startAccountsBackend({ recaptchaSecret: "secret", recaptchaVerifyUrl: `http://127.0.0.1:${port}/verify` });
});
afterAll(async () => {
  await shop.close();
  await new Promise((resolve) => verifier.close(resolve));
});

describe("captcha on sign-in, when configured", () => {
  it("sends a code for a human score with the login action, or with no token at all", async () => {
    expect((await shop.callJson("/lk/login", { method: "POST", json: { login: "+7 916 800-00-01", "g-recaptcha-code": "0.9:login" } })).status).toBe(
      200,
    );
    expect((await shop.callJson("/lk/login", { method: "POST", json: { login: "+7 916 800-00-02" } })).status).toBe(200);
  });

  it("refuses a low score or another action with 422, sending nothing", async () => {
    for (const token of ["0.1:login", "0.9:request_project"]) {
      const answer = await shop.callJson("/lk/login", { method: "POST", json: { login: "+7 916 800-00-03", "g-recaptcha-code": token } });
      expect(answer).toMatchObject({ status: 422, body: { result: "fail" } });
      expect(answer.body.message.form[0]).toMatch(/робот/);
    }
    const password = await shop.callJson("/lk/login_password", {
      method: "POST",
      json: { login: "a@b.ru", password: "x", "g-recaptcha-code": "0.9:login" },
    });
    expect(password.body.message.text).toMatch(/робот/);
  });
});
