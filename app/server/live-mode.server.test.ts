import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BackendConfigurationError, configFromEnv } from "../../backend/config-env";
import { ConfigurationError, parseEnv } from "./env.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "live-env-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const LIVE = {
  SHOP_MODE: "live",
  DATA_DIR: dataDir,
  PAYMENT_PROVIDER: "yookassa",
  YOOKASSA_SHOP_ID: "123456",
  YOOKASSA_SECRET_KEY: "live_secret",
  SMS_PROVIDER: "smsru",
  SMSRU_API_ID: "ABCDEF-1234",
  SMTP_URL: "smtps://shop:pass@smtp.example.ru:465",
  MAIL_FROM: "Мебельный дом <shop@mebel.example>",
  MANAGER_EMAIL: "manager@mebel.example",
  PUBLIC_URL: "https://mebel.example",
  SESSION_SECRET: "s".repeat(40),
};

/** The in-process backend's settings, as the transport reads them at start. */
const backendOf = (source: Record<string, string | undefined>) => configFromEnv(source, { dataDir, secret: "s".repeat(40), publicUrl: "" });

/** What a start with `source` refuses: the backend's settings, then the storefront's. */
function problemsOf(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const check of [() => backendOf(source), () => parseEnv(source)]) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ConfigurationError || error instanceof BackendConfigurationError)) throw error;
      problems.push(...error.problems);
    }
  }
  return problems;
}

describe("SHOP_MODE", () => {
  it("demo is the default: the demo seed and the test gateway", () => {
    const env = parseEnv({ DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(40) });
    expect(env.SHOP_MODE).toBe("demo");
    expect(backendOf({}).seed).toBe(true);
    expect(backendOf({}).payment?.kind).toBe("test");
  });

  it("live with nothing configured lists every missing setting at once, in Russian and English", () => {
    const problems = problemsOf({ SHOP_MODE: "live", DATA_DIR: dataDir });
    const names = problems.map((p) => p.split(":")[0]);
    expect(names).toEqual(["PAYMENT_PROVIDER", "SMS_PROVIDER", "SMTP_URL", "MAIL_FROM", "MANAGER_EMAIL", "PUBLIC_URL", "SESSION_SECRET"]);
    for (const problem of problems) expect(problem).toMatch(/[а-я].* \/ [a-z]/);
  });

  it("live with everything configured starts with no demo seed, YooKassa and its payment host", () => {
    const env = parseEnv(LIVE);
    expect(backendOf(LIVE).seed).toBe(false);
    expect(backendOf(LIVE).payment?.kind).toBe("yookassa");
    expect(env.PAYMENT_HOST).toBe("yoomoney.ru");
  });

  it("live names what each chosen provider lacks, and refuses the test gateway", () => {
    expect(problemsOf({ ...LIVE, YOOKASSA_SECRET_KEY: undefined, SMSRU_API_ID: "" }).map((p) => p.split(":")[0])).toEqual([
      "YOOKASSA_SECRET_KEY",
      "SMSRU_API_ID",
    ]);
    expect(problemsOf({ ...LIVE, PAYMENT_PROVIDER: "test" })[0]).toMatch(/^PAYMENT_PROVIDER/);
    expect(problemsOf({ ...LIVE, PUBLIC_URL: "http://mebel.example", SESSION_SECRET: "short" }).map((p) => p.split(":")[0])).toEqual([
      "SESSION_SECRET",
      "PUBLIC_URL",
    ]);
  });

  it("live without online payment is allowed: PAYMENT_PROVIDER=none", () => {
    const env = parseEnv({ ...LIVE, PAYMENT_PROVIDER: "none", YOOKASSA_SHOP_ID: undefined, YOOKASSA_SECRET_KEY: undefined });
    expect(backendOf({ ...LIVE, PAYMENT_PROVIDER: "none" }).payment?.kind).toBe("none");
    expect(env.PAYMENT_HOST).toBeUndefined();
  });
});

describe("every setting is validated, one message per wrong value", () => {
  it("names each wrong variable with the value given", () => {
    const problems = problemsOf({
      DATA_DIR: dataDir,
      SESSION_SECRET: "s".repeat(40),
      SHOP_MODE: "prod",
      PORT: "eighty",
      YOOKASSA_VAT_CODE: "20",
      YOOKASSA_PAYMENT_MODE: "prepaid",
      SMTP_URL: "http://mail.example",
      MANAGER_EMAIL: "manager",
      PUBLIC_URL: "mebel.example",
      PAYMENT_HOST: "https://yoomoney.ru",
    });
    expect(problems.map((p) => p.split("=")[0]).sort()).toEqual(
      ["SHOP_MODE", "PORT", "PAYMENT_HOST", "PUBLIC_URL", "YOOKASSA_VAT_CODE", "YOOKASSA_PAYMENT_MODE", "SMTP_URL", "MANAGER_EMAIL"].sort(),
    );
    expect(problems).toHaveLength(8);
    expect(problems.find((p) => p.startsWith("PORT"))).toContain('"eighty"');
  });

  it("YooKassa without its keys is refused in demo mode too", () => {
    expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(40), PAYMENT_PROVIDER: "yookassa" })[0]).toMatch(/YOOKASSA_SHOP_ID/);
  });
});
