import { describe, expect, it } from "vitest";
import {
  MSG_FIELD_TAKES_NO_FILES,
  MSG_FIELD_TOO_LONG,
  MSG_FILE_CONTENT,
  MSG_FILE_COUNT,
  MSG_FILE_SIZE,
  MSG_FILE_TOTAL,
  MSG_FILE_TYPE,
  MSG_FORM_TAKES_NO_FILES,
  MSG_FORM_TOO_MANY_FIELDS,
  MSG_FORM_UNREADABLE,
} from "~/config/messages/forms";
import { FormRefused } from "./form-refused.server";
import { parseMultipartForm } from "./uploads.server";

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

/** The refusal of `request` by a form whose file field is `fileField` (null: a form without files). */
async function refusal(request: Request, fileField: string | null = "upload_images"): Promise<FormRefused> {
  const error = await parseMultipartForm(request, fileField ?? undefined).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FormRefused);
  return error as FormRefused;
}

/** A raw multipart post: whatever bytes, whatever type header. */
function raw(body: string, type = "multipart/form-data; boundary=XX"): Request {
  return new Request("http://shop.test/request/custom-size", { method: "POST", body, headers: { "Content-Type": type } });
}

describe("parseMultipartForm", () => {
  it("keeps text fields and valid files", async () => {
    const form = await parseMultipartForm(post([file("a.png", PNG_HEAD, 2000), file("b.pdf", PDF_HEAD)]), "upload_images");
    expect(form.get("fio")).toBe("Анна");
    expect(form.getAll("upload_images").map((f) => (f as File).name)).toEqual(["a.png", "b.pdf"]);
  });

  it("skips an empty file input", async () => {
    const form = await parseMultipartForm(post([new File([], "")]), "upload_images");
    expect(form.getAll("upload_images")).toEqual([]);
  });

  it("refuses an .exe renamed .png by its first bytes, and keeps the text read so far", async () => {
    const error = await refusal(post([file("virus.png", [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])]));
    expect(error.message).toBe(`${MSG_FILE_CONTENT}: virus.png`);
    expect(error.field).toBe("upload_images");
    expect(error.fields.fio).toBe("Анна");
  });

  it("refuses a wrong extension", async () => {
    expect((await refusal(post([file("a.gif", PNG_HEAD)]))).message).toBe(`${MSG_FILE_TYPE}: a.gif`);
  });

  it("refuses a 10 001 KB file", async () => {
    expect((await refusal(post([file("big.png", PNG_HEAD, 10_001_000)]))).message).toBe(`${MSG_FILE_SIZE}: big.png`);
  });

  it("refuses files over 10 000 KB together", async () => {
    const files = [file("a.png", PNG_HEAD, 6_000_000), file("b.png", PNG_HEAD, 4_100_000)];
    expect((await refusal(post(files))).message).toBe(MSG_FILE_TOTAL);
  });

  it("refuses an eleventh file", async () => {
    const files = Array.from({ length: 11 }, (_, i) => file(`${i}.png`, PNG_HEAD));
    expect((await refusal(post(files))).message).toBe(MSG_FILE_COUNT);
  });

  it("refuses a docx that is not a zip", async () => {
    expect((await refusal(post([file("a.docx", PDF_HEAD)]))).message).toBe(`${MSG_FILE_CONTENT}: a.docx`);
  });

  it("tells a 20 KB text field that the value is too long, next to that field, keeping the fields before it", async () => {
    const error = await refusal(post([], { fio: "Анна", comment: "х".repeat(10_000) }));
    expect(error).toMatchObject({ status: 413, message: MSG_FIELD_TOO_LONG, field: "comment", fields: { fio: "Анна" } });
  });

  it("tells 61 text parts that the form has too many fields, for the whole form", async () => {
    const text = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`f${i}`, "x"]));
    expect(await refusal(post([], text))).toMatchObject({ status: 413, message: MSG_FORM_TOO_MANY_FIELDS, field: null });
  });

  it("tells a file in a text field that this field takes no files, next to it", async () => {
    const body = new FormData();
    body.append("fio", "Анна");
    body.append("comment", file("a.png", PNG_HEAD));
    const error = await refusal(new Request("http://shop.test/request/custom-size", { method: "POST", body }));
    expect(error).toMatchObject({ status: 422, message: MSG_FIELD_TAKES_NO_FILES, field: "comment", fields: { fio: "Анна" } });
  });

  it("tells a form without a file field that it takes no files", async () => {
    const error = await refusal(post([file("a.png", PNG_HEAD)]), null);
    expect(error).toMatchObject({ status: 422, message: MSG_FORM_TAKES_NO_FILES, field: null });
  });

  it.each([
    ["no boundary", raw('--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XX--\r\n', "multipart/form-data")],
    ["a body cut short", raw('--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nhello')],
    ["a field named __proto__", raw('--XX\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nb\r\n--XX--\r\n')],
    ["a field named a[constructor]", raw('--XX\r\nContent-Disposition: form-data; name="a[constructor]"\r\n\r\nb\r\n--XX--\r\n')],
  ])("refuses %s as an unreadable form", async (_name, request) => {
    expect(await refusal(request)).toMatchObject({ status: 400, message: MSG_FORM_UNREADABLE, field: null });
  });
});
