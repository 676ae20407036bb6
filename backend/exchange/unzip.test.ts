import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import yazl from "yazl";
import { readZipEntry, unzipInto, type ZipLimits } from "./unzip";

/** Archives unpacked within limits, on declared and on actual sizes, stopping at the first excess. */
const MB = 1024 * 1024;
const LIMITS: ZipLimits = { maxEntries: 10, maxEntryBytes: 2 * MB, maxTotalBytes: 3 * MB };
let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The archive with every declared size of its files rewritten to `size` (an archive that lies). */
function declaring(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at < copy.length - 4; at++) {
    const signature = copy.readUInt32LE(at);
    if (signature === 0x02014b50) copy.writeUInt32LE(size, at + 24);
    else if (signature === 0x04034b50 && copy.readUInt32LE(at + 22) !== 0) copy.writeUInt32LE(size, at + 22);
  }
  return copy;
}

async function unpack(zip: Buffer): Promise<string | null> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "unzip-test-"));
  fs.writeFileSync(path.join(dir, "in.zip"), zip);
  const error = await unzipInto(path.join(dir, "in.zip"), path.join(dir, "out"), LIMITS).catch((e: Error) => e);
  return error ? error.message : null;
}
const unpacked = () => (fs.readdirSync(path.join(dir, "out"), { recursive: true }) as string[]).sort();

describe("unpacking an archive", () => {
  it("unpacks what fits", async () => {
    expect(await unpack(await zipOf({ "import.xml": Buffer.alloc(MB, 60), "img/a.jpg": Buffer.alloc(MB, 1) }))).toBeNull();
    expect(unpacked()).toEqual(["img", "img/a.jpg", "import.xml"]);
  });

  it("refuses a file declared larger than the limit before unpacking it (a zip bomb: 64 MB in a few KB)", async () => {
    const bomb = await zipOf({ "import.xml": Buffer.alloc(100, 60), "bomb.txt": Buffer.alloc(64 * MB, 97) });
    expect(bomb.length).toBeLessThan(MB);
    expect(await unpack(bomb)).toBe("Файл bomb.txt в архиве больше 2 МБ: ничего не импортировано");
    expect(unpacked()).toEqual(["import.xml"]);
  });

  it("stops a file that unpacks to more than it declared, and keeps nothing of it", async () => {
    const liar = declaring(await zipOf({ "bomb.txt": Buffer.alloc(64 * MB, 97) }), 1000);
    expect(await unpack(liar)).toBe("Архив повреждён или это не zip: ничего не импортировано");
    expect(unpacked()).toEqual([]);
  });

  it("refuses files that together pass the total, and more files than allowed", async () => {
    const three = await zipOf({ a: Buffer.alloc(1.5 * MB, 1), b: Buffer.alloc(1.5 * MB, 1), c: Buffer.alloc(1.5 * MB, 1) });
    expect(await unpack(three)).toBe("Архив распаковывается больше чем в 3 МБ: ничего не импортировано");
    const many = await zipOf(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}.jpg`, Buffer.from("x")])));
    expect(await unpack(many)).toBe("В архиве больше 10 файлов: ничего не импортировано");
  });
});

describe("reading one file of an archive in memory", () => {
  const pick = (names: string[]) => names.find((n) => n.endsWith(".csv"));
  it("reads the file picked, and refuses it past the limit, declared or actual", async () => {
    const zip = await zipOf({ "readme.txt": Buffer.alloc(64 * MB, 32), "goods.csv": Buffer.from("Артикул\nA-1\n") });
    expect(await readZipEntry(zip, pick, LIMITS)).toEqual({ name: "goods.csv", bytes: Buffer.from("Артикул\nA-1\n") });
    const bomb = await zipOf({ "goods.csv": Buffer.alloc(64 * MB, 59) });
    await expect(readZipEntry(bomb, pick, LIMITS)).rejects.toThrow("Файл goods.csv в архиве больше 2 МБ: ничего не импортировано");
    await expect(readZipEntry(declaring(bomb, 1000), pick, LIMITS)).rejects.toThrow("Архив повреждён или это не zip: ничего не импортировано");
  });
});
