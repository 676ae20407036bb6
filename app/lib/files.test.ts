import { describe, expect, it } from "vitest";
import {
  displayFileName,
  checkFileSelection,
  contentMatchesName,
  detectFileKind,
  fileExtension,
  fileHintDurationMs,
  fileProblemMessage,
  fileSizeKb,
  isAllowedExtension,
} from "./files";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const PDF = new TextEncoder().encode("%PDF-1.4\n");
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const DOC = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const EXE = new TextEncoder().encode("MZ\x90\x00\x03\x00\x00\x00");

describe("file names", () => {
  it("reads the extension after the last dot, lower-cased", () => {
    expect(fileExtension("Plan.Final.PDF")).toBe("pdf");
    expect(fileExtension("README")).toBe("");
  });

  it("allows png, pdf, jpeg, jpg, doc and docx only", () => {
    for (const name of ["a.png", "a.pdf", "a.jpeg", "a.JPG", "a.doc", "a.docx"]) expect(isAllowedExtension(name)).toBe(true);
    for (const name of ["a.exe", "a.gif", "a.svg", "png", "a.png.exe"]) expect(isAllowedExtension(name)).toBe(false);
  });
});

describe("file names shown in the back office", () => {
  it.each(["\u202E", "\u202D", "\u202A", "\u202B", "\u202C", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"])(
    "drop the reordering control U+%s",
    (control) => {
      expect(displayFileName(`счёт${control}fdp.exe`)).toBe("счётfdp.exe");
    },
  );

  it("keep every other character", () => {
    expect(displayFileName("План кухни (v2) — итог.pdf")).toBe("План кухни (v2) — итог.pdf");
  });
});

describe("sizes", () => {
  it("counts KB as bytes / 1000, rounded", () => {
    expect(fileSizeKb(1499)).toBe(1);
    expect(fileSizeKb(1500)).toBe(2);
  });

  it("accepts a 10 000 KB file and refuses a 10 001 KB one", () => {
    expect(checkFileSelection([{ name: "a.png", size: 10_000_000 }])).toBeNull();
    expect(checkFileSelection([{ name: "a.png", size: 10_001_000 }])).toEqual({ reason: "size", fileName: "a.png" });
  });

  it("refuses files that are small alone but too big together", () => {
    const files = [
      { name: "a.pdf", size: 6_000_000 },
      { name: "b.pdf", size: 4_001_000 },
    ];
    expect(checkFileSelection(files)).toEqual({ reason: "total" });
  });

  it("refuses an eleventh file", () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, size: 10 }));
    expect(checkFileSelection(files)).toEqual({ reason: "count" });
    expect(checkFileSelection(files.slice(1))).toBeNull();
  });

  it("reports a wrong type before a size problem", () => {
    expect(
      checkFileSelection([
        { name: "big.png", size: 20_000_000 },
        { name: "x.exe", size: 1 },
      ]),
    ).toEqual({ reason: "type", fileName: "x.exe" });
  });
});

describe("hints", () => {
  it("shows a type problem for 2 s and size problems for 4 s", () => {
    expect(fileHintDurationMs({ reason: "type" })).toBe(2000);
    expect(fileHintDurationMs({ reason: "size" })).toBe(4000);
    expect(fileHintDurationMs({ reason: "total" })).toBe(4000);
  });

  it("names the file in Russian", () => {
    expect(fileProblemMessage({ reason: "type", fileName: "x.exe" })).toBe("Недопустимый тип файла: x.exe");
  });
});

describe("magic bytes", () => {
  it("recognises the allowed kinds", () => {
    expect(detectFileKind(PNG)).toBe("png");
    expect(detectFileKind(PDF)).toBe("pdf");
    expect(detectFileKind(JPEG)).toBe("jpeg");
    expect(detectFileKind(DOC)).toBe("doc");
    expect(detectFileKind(ZIP)).toBe("docx");
    expect(detectFileKind(EXE)).toBeNull();
  });

  it("refuses an .exe renamed .png and a docx that is not a zip", () => {
    expect(contentMatchesName("photo.png", EXE)).toBe(false);
    expect(contentMatchesName("letter.docx", PDF)).toBe(false);
  });

  it("accepts names and contents that agree, jpg and jpeg alike", () => {
    expect(contentMatchesName("photo.PNG", PNG)).toBe(true);
    expect(contentMatchesName("photo.jpg", JPEG)).toBe(true);
    expect(contentMatchesName("photo.jpeg", JPEG)).toBe(true);
    expect(contentMatchesName("plan.pdf", PDF)).toBe(true);
    expect(contentMatchesName("plan.pdf.exe", PDF)).toBe(false);
  });
});
