import { describe, expect, it } from "vitest";
import { readMultipart } from "./multipart";
import { HttpError } from "./respond";

const BOUNDARY = "----test-boundary-42";
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0d, 0x0a, 0x2d, 0x2d, 7]);

function body(parts: { name: string; filename?: string; data: Buffer | string }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A request whose body arrives `size` bytes at a time, so delimiters straddle chunks. */
function request(bytes: Buffer, size: number): Request {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
      at += size;
    },
  });
  return new Request("http://x/api/request/idea", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
}

describe("readMultipart", () => {
  it.each([1, 3, 17, 4096])("parses fields and files delivered %i bytes at a time", async (size) => {
    const bytes = body([
      { name: "fio", data: "Анна" },
      { name: "comment", data: `строка\r\n--${BOUNDARY.slice(0, 10)} не граница` },
      { name: "tags[]", data: "a" },
      { name: "tags[]", data: "b" },
      { name: "files", filename: "C:\\Users\\anna\\plan.png", data: PNG },
    ]);
    const form = await readMultipart(request(bytes, size), ["files"]);
    expect(form.fields).toEqual({ fio: "Анна", comment: `строка\r\n--${BOUNDARY.slice(0, 10)} не граница`, tags: ["a", "b"] });
    expect(form.files).toHaveLength(1);
    expect(form.files[0]).toMatchObject({ field: "files", name: "plan.png", kind: "png" });
    expect(form.files[0].bytes.equals(PNG)).toBe(true);
  });

  it("a body without its closing boundary is malformed (400)", async () => {
    const bytes = body([{ name: "fio", data: "Анна" }], false);
    await expect(readMultipart(request(bytes, 64), [])).rejects.toMatchObject({ status: 400 });
  });

  it("a missing boundary is malformed (400)", async () => {
    const bad = new Request("http://x/", { method: "POST", body: "x", headers: { "Content-Type": "multipart/form-data" } });
    await expect(readMultipart(bad, [])).rejects.toBeInstanceOf(HttpError);
  });

  it("stops at an oversized text field", async () => {
    const bytes = body([{ name: "comment", data: "я".repeat(20_000) }]);
    await expect(readMultipart(request(bytes, 1024), [])).rejects.toMatchObject({ status: 422, fields: { comment: expect.any(String) } });
  });

  it("stops reading at the first breach instead of draining the upload", async () => {
    let pulled = 0;
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="x.png"\r\n\r\n`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(pulled === 1 ? new Uint8Array(head) : new Uint8Array(64 * 1024));
      },
    });
    const endless = new Request("http://x/", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      duplex: "half",
    } as RequestInit);
    await expect(readMultipart(endless, ["files"])).rejects.toMatchObject({ status: 422 });
    expect(pulled).toBeLessThan(5);
  });
});
