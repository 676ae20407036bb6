import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillGzipTemplate, gzipTemplate } from "./gzip-template.server";

describe("gzip template", () => {
  it("gives a gzip body that any gunzip reads as the parts joined with the value, each time with its own value", () => {
    const parts = ['<script nonce="', '">Каталог «Диваны»</script><p>' + "мебель ".repeat(5000) + '</p><script nonce="', '"></script>', ""];
    const template = gzipTemplate(parts);
    for (const nonce of ["pBTPR+/H0LQM56+nx4ZD8Q==", "fp6en8MxTFg6HbpgSR3b7Q=="]) {
      const body = fillGzipTemplate(template, nonce);
      expect(zlib.gunzipSync(body).toString()).toBe(parts.join(nonce));
      expect(body.length).toBeLessThan(Buffer.byteLength(parts.join(nonce)) / 10);
    }
  });

  it("holds a single part (a page without a nonce) and an empty one", () => {
    expect(zlib.gunzipSync(fillGzipTemplate(gzipTemplate(["только текст"]), "x")).toString()).toBe("только текст");
    expect(zlib.gunzipSync(fillGzipTemplate(gzipTemplate([""]), "x")).toString()).toBe("");
  });
});
