// What each page of a PDF writes: the strings its content streams show (Tj, TJ, ' and "), read with pdf-lib.
// Enough to tell which pages of a sample a cut PDF holds, and in which order (the samples draw their text with
// standard fonts, as pdf-lib writes it: hex strings). For tests only.
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from "pdf-lib";

function streamBytes(page: PDFPage): Uint8Array[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.flatMap((s) => (s instanceof PDFRawStream ? [decodePDFRawStream(s).decode()] : []));
}

/** The strings a content stream shows, in order: hex strings <...> and literal strings (...). */
function shownStrings(content: string): string[] {
  const found: string[] = [];
  const pattern = /<([0-9A-Fa-f\s]*)>\s*(?:Tj|')|\(((?:\\.|[^\\)])*)\)\s*(?:Tj|')/g;
  for (let m = pattern.exec(content); m !== null; m = pattern.exec(content)) {
    if (m[1] !== undefined) {
      const hex = m[1].replace(/\s+/g, "");
      found.push(Buffer.from(hex, "hex").toString("latin1"));
    } else {
      found.push((m[2] ?? "").replace(/\\([()\\])/g, "$1"));
    }
  }
  return found;
}

/** Per page, the text it shows, joined with spaces. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) =>
    streamBytes(page)
      .flatMap((b) => shownStrings(Buffer.from(b).toString("latin1")))
      .join(" "),
  );
}
