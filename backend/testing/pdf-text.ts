import { extractText, getDocumentProxy } from "unpdf";

/** The PDF's text, every page joined, as a reader's viewer would copy it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
