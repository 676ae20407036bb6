import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3FileStoreConfig } from "../config";
import { sha256Hex, type FileStore } from "./file-store";
import { CONTENT_TYPES } from "./file-types";

/**
 * The file store for large shops: one S3-compatible bucket (AWS S3, MinIO, Yandex Object Storage, …) shared by
 * every process. The SDK is loaded on first use, so a shop on the database store never loads it.
 * Without an access key in the configuration the SDK's own chain applies (AWS_* variables, an instance role).
 */
export function s3FileStore(config: S3FileStoreConfig): FileStore {
  let client: Promise<{ s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | null = null;
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      }),
    })));
  const Bucket = config.bucket;

  /** The object's body, or null when the bucket has no such key. */
  async function body(Key: string) {
    const { s3, sdk } = await connect();
    try {
      return (await s3.send(new sdk.GetObjectCommand({ Bucket, Key }))).Body ?? null;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      throw error;
    }
  }

  const store: FileStore = {
    async put(Key, bytes, meta) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentType: CONTENT_TYPES[meta.kind],
          // Object metadata travels in HTTP headers: ASCII only, so the original name is percent-encoded.
          Metadata: {
            sha256: sha256Hex(bytes),
            kind: meta.kind,
            "original-name": encodeURIComponent(meta.originalName),
            "created-at": meta.createdAt,
          },
        }),
      );
    },
    async get(key) {
      const found = await body(key);
      return found ? Buffer.from(await found.transformToByteArray()) : null;
    },
    async stream(key) {
      const found = await body(key);
      // On Node the SDK's body is a Readable already.
      return found ? (found as unknown as Readable) : null;
    },
    async delete(Key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    async exists(Key) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (error instanceof sdk.NotFound) return false;
        throw error;
      }
    },
    inTransaction: () => store,
  };
  return store;
}
