import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { filesByUrlPath } from "./public-files.server";

/**
 * The build's assets (public/build: scripts and styles whose names carry their content's hash), answered from
 * memory. Such a file never changes once built, so it is read and compressed once, on its first request, and
 * every later answer is one write of a buffer: no stat, open or read of the disk and no gzip per request, which
 * were most of what an asset cost (the first-load scripts of every page are a dozen of them).
 *
 *   createBuildAssets(dir, fallback): express middleware for the mount point of `dir` (server.mjs: "/build").
 *     A path that is not a file of `dir` as listed at start goes on (next); a range request goes to `fallback`
 *     (express.static over the same folder), which reads the disk as before.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser may cache for a year and never revalidate: the name changes with the content. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const COMPRESSIBLE = new Set([".js", ".css", ".map", ".json", ".svg", ".txt"]);

type Asset = {
  raw: Buffer;
  /** Compressed bodies, for a compressible file only (and only when smaller than the raw one). */
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  lastModified: string;
  extension: string;
};

async function loadAsset(file: string): Promise<Asset> {
  const [raw, stat] = await Promise.all([fs.promises.readFile(file), fs.promises.stat(file)]);
  const extension = path.extname(file).toLowerCase();
  const smaller = (body: Buffer) => (body.length < raw.length ? body : null);
  const compressible = COMPRESSIBLE.has(extension);
  const [br, gz] = compressible
    ? await Promise.all([
        brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzip(raw, { level: 9 }),
      ])
    : [null, null];
  return {
    raw,
    br: br && smaller(br),
    gzip: gz && smaller(gz),
    etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
    lastModified: stat.mtime.toUTCString(),
    extension,
  };
}

export function createBuildAssets(dir: string, fallback: (req: Request, res: Response, next: NextFunction) => void) {
  const files = filesByUrlPath(dir);
  /** Loaded assets, or their load under way (requests that arrive together read and compress the file once). */
  const assets = new Map<string, Promise<Asset>>();

  function assetFor(urlPath: string): Promise<Asset> | null {
    const file = files.get(urlPath);
    if (!file) return null;
    let asset = assets.get(urlPath);
    if (!asset) {
      asset = loadAsset(file);
      // A file that could not be read is tried again on its next request, not remembered as failed.
      asset.catch(() => assets.delete(urlPath));
      assets.set(urlPath, asset);
    }
    return asset;
  }

  return function buildAssets(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.headers.range) return fallback(req, res, next);
    const loading = assetFor(req.path);
    if (!loading) return next();
    // A file gone since the start (a deploy replaced the folder) is the disk's to answer: its 404, as before.
    loading
      .then(
        (asset) => answer(req, res, asset),
        () => fallback(req, res, next),
      )
      .catch(next);
  };
}

function answer(req: Request, res: Response, asset: Asset) {
  res.type(asset.extension);
  res.setHeader("Cache-Control", IMMUTABLE);
  res.setHeader("ETag", asset.etag);
  res.setHeader("Last-Modified", asset.lastModified);
  if (asset.gzip) res.vary("Accept-Encoding");
  // express's own check of If-None-Match and If-Modified-Since against the headers just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // The smallest body the client takes, whatever order its header lists them in (browsers list gzip first).
  const takes = (encoding: string) => req.acceptsEncodings(encoding) === encoding;
  const [encoding, body] = asset.br && takes("br") ? ["br", asset.br] : asset.gzip && takes("gzip") ? ["gzip", asset.gzip] : [null, asset.raw];
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}
