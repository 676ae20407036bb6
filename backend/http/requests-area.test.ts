import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { codeFrom, startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import { sha256Hex } from "../services/file-store";
import { REQUESTS_PER_IP } from "./request-routes";
import type { JsonAnswer } from "../testing/json-answer";

let shop: OrdersTestBackend;

beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n");
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const EXE = Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00");

/** A minimal stored (uncompressed) zip with these entry names: enough for the central-directory check. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
const DOCX = zip(["[Content_Types].xml", "word/document.xml"]);

/** A file of `kb` KB (1 KB = 1000 bytes, as the upload rules count), starting with `head`. */
function sized(head: Buffer, kb: number): Buffer {
  const file = Buffer.alloc(kb * 1000);
  head.copy(file);
  return file;
}

const contact = { fio: "Петров Пётр", phone: "+7 916 555-44-33", email: "petr@example.ru", consent: "1", consent_version: "2026-01" };

function multipart(fields: Record<string, string>, files: [field: string, name: string, bytes: Buffer][] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [field, name, bytes] of files) form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

async function send(kind: string, body: FormData | Record<string, unknown>, ip = shop.freshIp()) {
  const init: RequestInit =
    body instanceof FormData
      ? { method: "POST", body }
      : { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } };
  const request = new Request(`http://shop.test/api/request/${kind}`, init);
  request.headers.set("X-Forwarded-For", ip);
  const response = await shop.fetch(request);
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

async function requestCount(): Promise<number> {
  return (await shop.db.selectFrom("requests").select("id").execute()).length;
}

/** Asserts that a refused request left nothing behind: no row, no file. */
async function expectNothingStored(before: { rows: number; files: number }) {
  expect(await requestCount()).toBe(before.rows);
  expect(await shop.storedFiles()).toHaveLength(before.files);
}
const snapshot = async () => ({ rows: await requestCount(), files: (await shop.storedFiles()).length });

const VALID: Record<string, Record<string, string>> = {
  project: { ...contact, comment: "Гостиная 20 м², нужен проект" },
  idea: { ...contact, idea_id: "1" },
  good_custom_size: { ...contact, good_id: "1", comment: "Ширина 230 см" },
  partner: { ...contact, company: "ООО «Уют»", city: "Казань", site: "uyut.ru" },
  feedback: { ...contact, comment: "Спасибо за быструю доставку" },
  presentation: { ...contact, company: "Студия «Линия»" },
};

let phones = 0;
/** A custom-size request from a phone of its own: its SMS code obeys the per-phone resend delay. */
function customSize(): Record<string, string> {
  return { ...VALID.good_custom_size, good_id: String(shop.goods[0].id), phone: `+7916700${String(++phones).padStart(4, "0")}` };
}

const REQUIRED: Record<string, string[]> = {
  project: ["fio", "phone", "email", "comment"],
  idea: ["fio", "phone", "email", "idea_id"],
  good_custom_size: ["fio", "phone", "email", "good_id"],
  partner: ["fio", "phone", "email", "company", "city"],
  feedback: ["fio", "phone", "email", "comment"],
  presentation: ["fio", "phone", "email"],
};

describe("lead requests", () => {
  it.each(Object.keys(VALID).filter((k) => k !== "good_custom_size"))("%s: accepted, stored with consent, manager notified", async (kind) => {
    const mails = shop.outbox("mail").length;
    const fields = kind === "idea" ? { ...VALID[kind], idea_id: String(shop.ideaId) } : VALID[kind];
    const { status, body } = await send(kind, multipart(fields));
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: "ok", message: { text: expect.stringContaining("Спасибо! Заявка принята") } });
    const row = await shop.db.selectFrom("requests").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind, status: "accepted", consent_version: "2026-01" });
    expect(row.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.parse(row.fields)).toMatchObject({ fio: "Петров Пётр", phone: "79165554433" });
    const mail = shop.outbox("mail");
    expect(mail).toHaveLength(mails + 1);
    expect(mail.at(-1)?.to).toBe(shop.config.messaging.managerEmail);
  });

  it.each(Object.keys(REQUIRED))("%s: every required field missing → 422 naming each", async (kind) => {
    const before = await snapshot();
    const { status, body } = await send(kind, { consent: "1" });
    expect(status).toBe(422);
    expect(Object.keys(body.message.fields).sort()).toEqual([...REQUIRED[kind]].sort());
    await expectNothingStored(before);
  });

  it("JSON and urlencoded bodies work as well as multipart", async () => {
    expect((await send("feedback", VALID.feedback)).status).toBe(200);
    const request = new Request("http://shop.test/api/request/presentation", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": shop.freshIp() },
      body: new URLSearchParams(VALID.presentation).toString(),
    });
    expect((await shop.fetch(request)).status).toBe(200);
  });

  it("missing consent → 422 on consent", async () => {
    const before = await snapshot();
    const { status, body } = await send("project", multipart({ ...VALID.project, consent: "" }));
    expect(status).toBe(422);
    expect(body.message.fields.consent).toEqual(expect.any(String));
    await expectNothingStored(before);
  });

  it("a filled honeypot is refused and nothing is stored", async () => {
    const before = await snapshot();
    const { status } = await send("project", multipart({ ...VALID.project, fax: "+7 495 000-00-00" }));
    expect(status).toBe(422);
    await expectNothingStored(before);
  });

  it("unknown idea or good → 422 on that field", async () => {
    expect((await send("idea", { ...VALID.idea, idea_id: "99999" })).body.message.fields.idea_id).toEqual(expect.any(String));
    expect((await send("good_custom_size", { ...VALID.good_custom_size, good_id: "-3" })).body.message.fields.good_id).toEqual(expect.any(String));
  });

  it(`the ${REQUESTS_PER_IP + 1}th request from one address in 10 minutes → 429 with retry_in`, async () => {
    const ip = shop.freshIp();
    for (let i = 0; i < REQUESTS_PER_IP; i++) expect((await send("feedback", { consent: "1" }, ip)).status).toBe(422);
    const limited = await send("feedback", VALID.feedback, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.retry_in).toBeGreaterThan(0);
  });
});

describe("uploads", () => {
  it("stores accepted files in the database under generated names, records them, and reads them back", async () => {
    const files: [string, string, Buffer][] = [
      ["files", "plan.png", PNG],
      ["files", "фото.JPG", JPEG],
      ["files", "смета.pdf", PDF],
      ["files", "old.doc", DOC],
      ["files", "brief.docx", DOCX],
    ];
    const { status } = await send("idea", multipart({ ...VALID.idea, idea_id: String(shop.ideaId) }, files));
    expect(status).toBe(200);
    const row = await shop.db.selectFrom("requests").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    const stored = await shop.db.selectFrom("request_files").selectAll().where("request_id", "=", row.id).execute();
    expect(stored.map((f) => f.kind)).toEqual(["png", "jpeg", "pdf", "doc", "docx"]);
    for (const [i, file] of stored.entries()) {
      expect(file.stored_name).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf|doc|docx)$/);
      expect(await shop.files.get(file.stored_name)).toEqual(files[i][2]);
      const kept = await shop.db.selectFrom("stored_files").selectAll().where("key", "=", file.stored_name).executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ size: files[i][2].length, kind: file.kind, original_name: files[i][1], sha256: sha256Hex(files[i][2]) });
    }
    // Nothing on this process's disk: another process of the shop reads the same files from the database.
    expect(fs.existsSync(shop.config.uploadsDir)).toBe(false);
  });

  it("exactly 10 000 KB passes", async () => {
    const { status } = await send("good_custom_size", multipart(customSize(), [["upload_images", "big.png", sized(PNG, 10_000)]]));
    expect(status).toBe(200);
  });

  it.each<[string, [string, string, Buffer][], string, RegExp]>([
    ["an .exe renamed .png", [["upload_images", "photo.png", EXE]], "upload_images", /не соответствует/],
    ["a .gif", [["upload_images", "photo.gif", PNG]], "upload_images", /тип файла/],
    ["a 10 001 KB file", [["upload_images", "big.png", sized(PNG, 10_001)]], "upload_images", /Файл больше 10 000 КБ/],
    [
      "over 10 000 KB in total",
      [
        ["upload_images", "a.png", sized(PNG, 5_001)],
        ["upload_images", "b.pdf", sized(PDF, 5_000)],
      ],
      "upload_images",
      /Общий размер/,
    ],
    ["11 files", Array.from({ length: 11 }, (_, i): [string, string, Buffer] => ["upload_images", `p${i}.png`, PNG]), "upload_images", /10 файлов/],
    ["a .docx that is not a zip", [["upload_images", "brief.docx", PDF]], "upload_images", /не соответствует/],
    ["a zip that is not a Word document", [["upload_images", "brief.docx", zip(["photos/1.jpg"])]], "upload_images", /не соответствует/],
    [
      "a valid file after a bad one",
      [
        ["upload_images", "ok.png", PNG],
        ["upload_images", "bad.pdf", EXE],
      ],
      "upload_images",
      /не соответствует/,
    ],
  ])("%s → 422 on the field, nothing stored", async (_name, files, field, message) => {
    const before = await snapshot();
    const { status, body } = await send("good_custom_size", multipart(customSize(), files));
    expect(status).toBe(422);
    expect(body.message.fields[field]).toMatch(message);
    await expectNothingStored(before);
  });

  it("files on a form without uploads are refused", async () => {
    const { status, body } = await send("project", multipart(VALID.project, [["files", "a.png", PNG]]));
    expect(status).toBe(422);
    expect(body.message.fields.files).toEqual(expect.any(String));
  });

  it("an empty file input (no file chosen) is ignored", async () => {
    const form = multipart(customSize());
    form.append("upload_images", new Blob([]), "");
    expect((await send("good_custom_size", form)).status).toBe(200);
  });
});

describe("custom size confirmation", () => {
  it("is held until the SMS code is confirmed, then the manager is told", async () => {
    const mails = shop.outbox("mail").length;
    const fields = customSize();
    const { status, body } = await send("good_custom_size", multipart(fields, [["upload_images", "room.jpg", JPEG]]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: "ok", confirm: true, form_id: expect.any(String) });
    const pending = await shop.db.selectFrom("requests").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(pending.status).toBe("pending_confirmation");
    expect(shop.outbox("mail")).toHaveLength(mails);

    const sms = shop.outbox("sms").at(-1);
    expect(sms?.to).toBe(fields.phone.replace(/\D/g, ""));
    const code = codeFrom(sms?.text);
    expect(code).toHaveLength(4);
    const confirm = (json: unknown) =>
      shop.fetch(
        new Request("http://shop.test/api/request/confirm", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": shop.freshIp() },
          body: JSON.stringify(json),
        }),
      );
    const wrongCode = code === "AAAA" ? "BBBB" : "AAAA";
    expect((await confirm({ id: body.form_id, code: wrongCode })).status).toBe(422);
    expect((await confirm({ id: body.form_id })).status).toBe(422);
    const ok = await confirm({ id: body.form_id, code: code.toLowerCase() });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as JsonAnswer).message.text).toContain("Спасибо");
    const accepted = await shop.db.selectFrom("requests").selectAll().where("id", "=", pending.id).executeTakeFirstOrThrow();
    expect(accepted.status).toBe("accepted");
    expect(shop.outbox("mail")).toHaveLength(mails + 1);
    expect((await confirm({ id: body.form_id, code })).status).toBe(422);
  });
});

describe("captcha", () => {
  let verifier: http.Server;
  let answer: Record<string, unknown> = {};
  let captchaShop: OrdersTestBackend;

  beforeAll(async () => {
    // Google's siteverify, played by a local server: the backend only knows its URL.
    verifier = http.createServer((_req, res) => res.end(JSON.stringify(answer)));
    await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
    const { port } = verifier.address() as AddressInfo;
    captchaShop = await startOrdersBackend({ recaptchaSecret: "test-secret", recaptchaVerifyUrl: `http://127.0.0.1:${port}/verify` });
  });
  afterAll(async () => {
    await captchaShop.close();
    verifier.close();
  });
  afterEach(() => {
    answer = {};
  });

  const post = async (fields: Record<string, string>) => {
    const request = new Request("http://shop.test/api/request/project", { method: "POST", body: multipart(fields) });
    request.headers.set("X-Forwarded-For", shop.freshIp());
    return (await captchaShop.fetch(request)).status;
  };

  it("passes a good score for the right action, refuses a low score or another action", async () => {
    answer = { success: true, score: 0.9, action: "request_project" };
    expect(await post({ ...VALID.project, "g-recaptcha-code": "token" })).toBe(200);
    answer = { success: true, score: 0.3, action: "request_project" };
    expect(await post({ ...VALID.project, "g-recaptcha-code": "token" })).toBe(422);
    answer = { success: true, score: 0.9, action: "login" };
    expect(await post({ ...VALID.project, "g-recaptcha-code": "token" })).toBe(422);
  });

  it("a missing token still goes through (spec §5)", async () => {
    answer = { success: false };
    expect(await post(VALID.project)).toBe(200);
  });
});
