import { describe, expect, it } from "vitest";
import { parseMessagingSettings, SMSRU_DEFAULT_URL } from "./settings";

describe("messaging settings", () => {
  it("default to the demo outbox files with nothing set", () => {
    expect(parseMessagingSettings({})).toEqual({
      ok: true,
      settings: {
        sms: { provider: "outbox" },
        smtpUrl: undefined,
        mailFrom: "Мебельный дом <noreply@mebel-dom.ru>",
        managerEmail: "manager@mebel-dom.ru",
      },
    });
  });

  it("take SMS.ru and SMTP as configured", () => {
    const parsed = parseMessagingSettings({
      SMS_PROVIDER: "smsru",
      SMSRU_API_ID: "A1B2C3D4-0000-1111",
      SMSRU_SENDER: "MebelDom",
      SMTP_URL: "smtps://shop:secret@smtp.example.ru:465",
      MAIL_FROM: "Мебель <shop@mebel.example>",
      MANAGER_EMAIL: " sales@mebel.example ",
    });
    expect(parsed).toEqual({
      ok: true,
      settings: {
        sms: { provider: "smsru", apiId: "A1B2C3D4-0000-1111", sender: "MebelDom", apiUrl: SMSRU_DEFAULT_URL },
        smtpUrl: "smtps://shop:secret@smtp.example.ru:465",
        mailFrom: "Мебель <shop@mebel.example>",
        managerEmail: "sales@mebel.example",
      },
    });
  });

  it("name every wrong value with its variable", () => {
    const parsed = parseMessagingSettings({
      SMS_PROVIDER: "twilio",
      SMSRU_SENDER: "A sender name far too long",
      SMTP_URL: "http://mail.example.ru",
      MAIL_FROM: "nobody",
      MANAGER_EMAIL: "sales@",
    });
    expect(parsed.ok).toBe(false);
    const issues = parsed.ok ? [] : parsed.issues;
    expect(issues).toEqual([
      { name: "SMS_PROVIDER", message: "must be outbox (the demo file) or smsru" },
      { name: "SMSRU_SENDER", message: "an SMS sender name is at most 11 characters" },
      { name: "SMTP_URL", message: "must start with smtp:// or smtps://" },
      { name: "MAIL_FROM", message: expect.stringMatching(/^must be an e-mail address/) },
      { name: "MANAGER_EMAIL", message: "must be an e-mail address: sales@shop.example" },
    ]);
  });

  it("require the SMS.ru key with SMS_PROVIDER=smsru", () => {
    expect(parseMessagingSettings({ SMS_PROVIDER: "smsru" })).toEqual({
      ok: false,
      issues: [{ name: "SMSRU_API_ID", message: "is required with SMS_PROVIDER=smsru" }],
    });
  });
});
