import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { configurationWarnings, parseEnv } from "./env.server";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-test-"));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("environment (DESIGN.md §11)", () => {
  it("has a default for everything, so a fresh machine starts", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "s".repeat(40) });
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("production");
    expect(env.API_URL).toBeUndefined();
    expect(env.BACKEND_DELAY_MS).toBe(0);
    expect(env.BACKEND_TIMEOUT_MS).toBe(8000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.cookieSecurity).toBe("by-protocol");
  });

  it("refuses to start on PostgreSQL without a shared SESSION_SECRET", () => {
    const dataDir = tempDir();
    expect(() => parseEnv({ DATA_DIR: dataDir, DATABASE_URL: "postgres://shop@db/shop" })).toThrow(
      /SESSION_SECRET: .* required when DATABASE_URL is set/,
    );
    expect(fs.existsSync(path.join(dataDir, "secrets.json"))).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir, DATABASE_URL: "postgres://shop@db/shop", SESSION_SECRET: "x" }).DATABASE_URL).toBe(
      "postgres://shop@db/shop",
    );
  });

  it("splits SESSION_SECRET into rotation secrets, newest first", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: " new-secret , old-secret ," });
    expect(env.secrets).toEqual(["new-secret", "old-secret"]);
  });

  it("generates a missing secret once, keeps it in DATA_DIR with mode 0600 and warns", () => {
    const dir = tempDir();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = parseEnv({ DATA_DIR: dir });
    const second = parseEnv({ DATA_DIR: dir });
    expect(first.secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(second.secrets).toEqual(first.secrets);
    expect(fs.statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("names every bad variable in one error", () => {
    expect(() => parseEnv({ PORT: "http", API_URL: "not a url", SESSION_SECRET: "x" })).toThrow(/PORT[\s\S]*API_URL/);
  });

  it("treats empty values as unset and trims PUBLIC_URL's slash", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "x", API_URL: "", PUBLIC_URL: "https://shop.example/" });
    expect(env.API_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://shop.example");
  });

  it("warns at a production start without PUBLIC_URL, and only then", () => {
    const bare = parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "x" });
    expect(configurationWarnings(bare)).toEqual([expect.stringContaining("PUBLIC_URL is not set")]);
    expect(configurationWarnings(parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "x", PUBLIC_URL: "https://shop.example" }))).toEqual([]);
    expect(configurationWarnings(parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "x", NODE_ENV: "development" }))).toEqual([]);
  });

  it("SECURE_COOKIES=true forces Secure cookies, false turns them off, anything else is refused", () => {
    expect(parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "x", SECURE_COOKIES: "true" }).cookieSecurity).toBe("always");
    expect(parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "x", SECURE_COOKIES: "false" }).cookieSecurity).toBe("never");
    expect(() => parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "x", SECURE_COOKIES: "yes" })).toThrow(/SECURE_COOKIES/);
  });
});
