import { describe, expect, it } from "vitest";
import { configFromEnv } from "./config-env";

const shared = { dataDir: "/tmp/shop", secret: "s".repeat(40), publicUrl: "https://mebel.example" };

describe("the backend's settings from the environment", () => {
  it("keeps uploaded files in the database unless FILE_STORE=s3, which needs S3_BUCKET", () => {
    expect(configFromEnv({}, shared).fileStore).toEqual({ kind: "db" });
    expect(() => configFromEnv({ FILE_STORE: "s3" }, shared)).toThrow(/S3_BUCKET: .*required when FILE_STORE=s3/);
    expect(() => configFromEnv({ FILE_STORE: "disk" }, shared)).toThrow(/FILE_STORE/);
    const s3 = configFromEnv(
      { FILE_STORE: "s3", S3_BUCKET: "shop-files", S3_ENDPOINT: "https://storage.yandexcloud.net", S3_REGION: "ru-central1" },
      shared,
    );
    expect(s3.fileStore).toMatchObject({ kind: "s3", bucket: "shop-files", region: "ru-central1", forcePathStyle: false });
  });

  it("seeds the demo shop unless SEED=none", () => {
    expect(configFromEnv({ DATABASE_URL: "postgres://shop@db/shop" }, shared)).toMatchObject({ seed: true, databaseUrl: "postgres://shop@db/shop" });
    expect(configFromEnv({ SEED: "none" }, shared).seed).toBe(false);
    expect(() => configFromEnv({ SEED: "all" }, shared)).toThrow(/SEED/);
  });

  it("passes on what the running program shares and the settings it reads", () => {
    const config = configFromEnv(
      { DADATA_API_KEY: "key", IMPORT_TRUSTED_ADDRESSES: "10.0.0.5, 192.168.10.0/24", SMS_CODES_PER_10_MIN: "40" },
      shared,
    );
    expect(config).toMatchObject({ ...shared, dadataApiKey: "key", importTrustedAddresses: ["10.0.0.5", "192.168.10.0/24"], smsCodesPer10Min: 40 });
    expect(() => configFromEnv({ IMPORT_TRUSTED_ADDRESSES: "intranet" }, shared)).toThrow(/IMPORT_TRUSTED_ADDRESSES/);
  });
});
