import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackendConfig } from "../config";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import type { FileStore } from "./file-store";
import { s3FileStore } from "./file-store-s3";

const quiet = pino({ level: "silent" });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300), Buffer.from([0, 255, 0])]);
const META = { kind: "png" as const, originalName: "план кухни.png", createdAt: "2026-05-01T10:00:00.000Z" };

/** What every file store does, whatever keeps the bytes. */
function fileStoreContract(open: () => FileStore) {
  it("keeps bytes under a key, as bytes and as a stream, until deleted", async () => {
    const store = open();
    const key = `${randomUUID()}.png`;
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.put(key, PNG, META);
    expect(await store.exists(key)).toBe(true);
    expect(await store.get(key)).toEqual(PNG);
    const streamed = await store.stream(key);
    expect(Buffer.concat(await streamed!.toArray())).toEqual(PNG);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // a missing key is not an error
  });

  it("putting a key again is harmless", async () => {
    const store = open();
    const key = `${randomUUID()}.png`;
    await store.put(key, PNG, META);
    await store.put(key, PNG, META);
    expect(await store.get(key)).toEqual(PNG);
  });
}

describe("the database file store", () => {
  let data: TestDataStore;
  let backend: Backend;
  beforeAll(async () => {
    data = await createTestDataStore("file-store");
    backend = await createBackend({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, secret: "s".repeat(32), seed: false }, quiet);
  });
  afterAll(async () => {
    await backend?.close();
    await data?.remove();
  });

  fileStoreContract(() => backend.services.files);

  it("keeps size, kind, SHA-256, the original name and the time with the bytes", async () => {
    const key = `${randomUUID()}.png`;
    await backend.services.files.put(key, PNG, META);
    const row = await backend.db.selectFrom("stored_files").selectAll().where("key", "=", key).executeTakeFirstOrThrow();
    expect({ ...row, bytes: undefined }).toEqual({
      key,
      bytes: undefined,
      size: PNG.length,
      kind: "png",
      sha256: createHash("sha256").update(PNG).digest("hex"),
      original_name: META.originalName,
      created_at: META.createdAt,
    });
  });
});

describe("the S3 file store, against a local S3-compatible server (s3rver)", () => {
  let server: S3rver;
  let endpoint: string;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  beforeAll(async () => {
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "shop-files", configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  /** The shop's file store settings for the local S3 server's bucket. */
  const bucket = () => ({
    kind: "s3" as const,
    endpoint,
    bucket: "shop-files",
    region: "ru-central1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  const open = () => s3FileStore(bucket());

  fileStoreContract(open);

  it("sends the content type and keeps the original name (percent-encoded) and SHA-256 as object metadata", async () => {
    const key = `${randomUUID()}.png`;
    await open().put(key, PNG, META);
    const answer = await fetch(`${endpoint}/shop-files/${key}`);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(decodeURIComponent(answer.headers.get("x-amz-meta-original-name") ?? "")).toBe(META.originalName);
    expect(answer.headers.get("x-amz-meta-sha256")).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PNG);
  });

  it("a shop configured for the bucket stores request files there, not in the database", async () => {
    const data = await createTestDataStore("file-store-s3");
    const config: BackendConfig = { dataDir: data.dataDir, databaseUrl: data.databaseUrl, secret: "s".repeat(32), seed: false };
    const backend = await createBackend({ ...config, fileStore: bucket() }, quiet);
    try {
      const key = `${randomUUID()}.png`;
      await backend.services.files.put(key, PNG, META);
      expect(await open().get(key)).toEqual(PNG);
      expect(await backend.db.selectFrom("stored_files").select("key").execute()).toEqual([]);
    } finally {
      await backend.close();
      await data.remove();
    }
  });
});

describe("files an earlier version kept in the uploads folder", () => {
  it("are moved into the store at start, once; a file no request names stays where it is", async () => {
    const data = await createTestDataStore("file-store-move");
    const config: BackendConfig = { dataDir: data.dataDir, databaseUrl: data.databaseUrl, secret: "s".repeat(32), seed: false };
    const uploads = path.join(data.dataDir, "uploads");
    const key = `${randomUUID()}.png`;
    const stray = `${randomUUID()}.pdf`;
    try {
      // The shop as an earlier version left it: a request whose file lies in the uploads folder.
      const before = await createBackend(config, quiet);
      const request = await before.db
        .insertInto("requests")
        .values({
          kind: "project",
          fields: "{}",
          consent_at: META.createdAt,
          consent_version: "1",
          ip: "10.0.0.1",
          status: "accepted",
          created_at: META.createdAt,
          accepted_at: META.createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await before.db
        .insertInto("request_files")
        .values({
          request_id: request.id,
          field: "files",
          original_name: META.originalName,
          stored_name: key,
          kind: "png",
          size: PNG.length,
          created_at: META.createdAt,
        })
        .execute();
      await before.close();
      fs.mkdirSync(uploads);
      fs.writeFileSync(path.join(uploads, key), PNG);
      fs.writeFileSync(path.join(uploads, stray), "%PDF-");

      for (let start = 0; start < 2; start++) {
        const backend = await createBackend(config, quiet);
        try {
          expect(await backend.services.files.get(key)).toEqual(PNG);
          const kept = await backend.db.selectFrom("stored_files").select(["key", "original_name", "created_at"]).execute();
          expect(kept).toEqual([{ key, original_name: META.originalName, created_at: META.createdAt }]);
          expect(fs.readdirSync(uploads)).toEqual([stray]);
        } finally {
          await backend.close();
        }
      }
    } finally {
      await data.remove();
    }
  });
});
