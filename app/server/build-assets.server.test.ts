import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBuildAssets } from "./build-assets.server";

const script = `export const greeting = ${JSON.stringify("Добро пожаловать! ".repeat(200))};\n`;
let dir: string;
let server: http.Server;
let port: number;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, path: urlPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject).end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-assets-"));
  fs.mkdirSync(path.join(dir, "_shared"));
  fs.writeFileSync(path.join(dir, "_shared", "chunk-ABC.js"), script);
  fs.writeFileSync(path.join(dir, "font-XYZ.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  const app = express();
  app.use("/build", createBuildAssets(dir, express.static(dir)));
  app.use((req, res) => res.status(404).send("not found"));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("build assets from memory", () => {
  it("gives a browser brotli, an older client gzip and one that asks for neither the file itself, all the same bytes", async () => {
    const browser = await get("/build/_shared/chunk-ABC.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(browser.status).toBe(200);
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(browser.body).toString()).toBe(script);

    const older = await get("/build/_shared/chunk-ABC.js", { "Accept-Encoding": "gzip" });
    expect(older.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(older.body).toString()).toBe(script);

    const plain = await get("/build/_shared/chunk-ABC.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    for (const answer of [browser, older, plain]) {
      expect(answer.headers["content-type"]).toBe("application/javascript; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
  });

  it("answers a file that does not compress as it is, and a HEAD with the length but no body", async () => {
    const font = await get("/build/font-XYZ.woff2", { "Accept-Encoding": "gzip, br" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect([...font.body]).toEqual([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);

    const head = await get("/build/_shared/chunk-ABC.js", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it("answers 304 to a client that has the file, and a range from the disk", async () => {
    const first = await get("/build/_shared/chunk-ABC.js");
    const again = await get("/build/_shared/chunk-ABC.js", { "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const range = await get("/build/_shared/chunk-ABC.js", { Range: "bytes=0-5" });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(script.slice(0, 6));
  });

  it("leaves to the next handler a path that is not a built file, one outside the folder and a method other than GET", async () => {
    for (const urlPath of ["/build/_shared/chunk-NOPE.js", "/build/../build-assets.server.ts", "/build/%2e%2e/secret", "/build/_shared"]) {
      const answer = await get(urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.body.toString()).toBe("not found");
    }
    expect((await get("/build/_shared/chunk-ABC.js", {}, "POST")).status).toBe(404);
  });

  it("answers a listed file removed since the start as missing, and keeps serving", async () => {
    fs.writeFileSync(path.join(dir, "gone-1.js"), "export {};");
    const app = express();
    app.use(createBuildAssets(dir, express.static(dir)));
    app.use((req, res) => res.status(404).send("not found"));
    const other = app.listen(0);
    await new Promise((resolve) => other.once("listening", resolve));
    try {
      fs.rmSync(path.join(dir, "gone-1.js"));
      const base = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const gone = await fetch(`${base}/gone-1.js`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe("not found");
      expect((await fetch(`${base}/_shared/chunk-ABC.js`)).status).toBe(200);
    } finally {
      other.close();
    }
  });

  it("reads and compresses a file once, however many requests ask for it at the same moment", async () => {
    fs.writeFileSync(path.join(dir, "late-1.css"), "body{color:red}".repeat(50));
    const app = express();
    app.use(createBuildAssets(dir, express.static(dir)));
    const other = app.listen(0);
    await new Promise((resolve) => other.once("listening", resolve));
    const read = vi.spyOn(fs.promises, "readFile");
    try {
      const otherPort = (other.address() as AddressInfo).port;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${otherPort}/late-1.css`).then((response) => response.text())),
      );
      expect(new Set(answers)).toEqual(new Set(["body{color:red}".repeat(50)]));
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
      other.close();
    }
  });
});
