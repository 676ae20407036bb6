import { describe, expect, it } from "vitest";
import { parseUploadForm, UploadRefused } from "./uploads.server";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEAD = [...new TextEncoder().encode("%PDF-1.4\n")];

function file(name: string, head: number[], size = head.length): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
}

function post(files: File[], text: Record<string, string> = { fio: "Анна" }): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(text)) body.append(key, value);
  for (const f of files) body.append("upload_images", f);
  return new Request("http://shop.test/request/custom-size", { method: "POST", body });
}

async function refusal(request: Request): Promise<UploadRefused> {
  const error = await parseUploadForm(request, "upload_images").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadRefused);
  return error as UploadRefused;
}

describe("parseUploadForm", () => {
  it("keeps text fields and valid files", async () => {
    const form = await parseUploadForm(post([file("a.png", PNG_HEAD, 2000), file("b.pdf", PDF_HEAD)]), "upload_images");
    expect(form.get("fio")).toBe("Анна");
    expect(form.getAll("upload_images").map((f) => (f as File).name)).toEqual(["a.png", "b.pdf"]);
  });

  it("skips an empty file input", async () => {
    const form = await parseUploadForm(post([new File([], "")]), "upload_images");
    expect(form.getAll("upload_images")).toEqual([]);
  });

  it("refuses an .exe renamed .png by its first bytes, and keeps the text read so far", async () => {
    const error = await refusal(post([file("virus.png", [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])]));
    expect(error.problem).toEqual({ reason: "content", fileName: "virus.png" });
    expect(error.fields.fio).toBe("Анна");
  });

  it("refuses a wrong extension", async () => {
    expect((await refusal(post([file("a.gif", PNG_HEAD)]))).problem.reason).toBe("type");
  });

  it("refuses a 10 001 KB file", async () => {
    expect((await refusal(post([file("big.png", PNG_HEAD, 10_001_000)]))).problem.reason).toBe("size");
  });

  it("refuses files over 10 000 KB together", async () => {
    const files = [file("a.png", PNG_HEAD, 6_000_000), file("b.png", PNG_HEAD, 4_100_000)];
    expect((await refusal(post(files))).problem.reason).toBe("total");
  });

  it("refuses an eleventh file", async () => {
    const files = Array.from({ length: 11 }, (_, i) => file(`${i}.png`, PNG_HEAD));
    expect((await refusal(post(files))).problem.reason).toBe("count");
  });

  it("refuses a docx that is not a zip", async () => {
    expect((await refusal(post([file("a.docx", PDF_HEAD)]))).problem.reason).toBe("content");
  });
});
