import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import { IMPORT_MESSAGES } from "./messages";
import { ImportRefused } from "./records";

/**
 * Unpacks a zip archive into `dir`, entry by entry, each streamed to its file (an archive of a 20 000-good
 * exchange never sits in memory). Entry names that would leave `dir` are refused by yauzl and checked again here.
 */
export async function unzipInto(zipPath: string, dir: string): Promise<void> {
  const zip = await yauzl.openPromise(zipPath).catch((error: Error) => {
    throw new ImportRefused(IMPORT_MESSAGES.badZip(error.message));
  });
  const root = path.resolve(dir);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", resolve);
      zip.on("entry", (entry: yauzl.Entry) => {
        const target = path.resolve(root, entry.fileName);
        if (!target.startsWith(`${root}${path.sep}`)) return reject(new Error(`entry outside the folder: ${entry.fileName}`));
        if (entry.fileName.endsWith("/")) return zip.readEntry();
        fs.mkdirSync(path.dirname(target), { recursive: true });
        zip
          .openReadStreamPromise(entry)
          .then((stream) => pipeline(stream, fs.createWriteStream(target)))
          .then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    throw new ImportRefused(IMPORT_MESSAGES.badZip((error as Error).message));
  } finally {
    zip.close();
  }
}
