// Pages in a file, read from its bytes for a cost estimate (the service counts them itself when the file
// arrives): a PDF's pages with pdf-lib (src/pages/pdfDocument.ts, its own lazily loaded chunk), a TIFF's from
// its image directories, one for JPG, PNG, HEIC and GIF. Null when it cannot be told (a PDF whose structure
// cannot be read, an unknown type): the estimate then says "unknown" for that file rather than guess.
import { sniffKind } from "../../input/fileCheck";
import { inspectPages, pageCountOf } from "../../pages/inspect";

export { tiffPages } from "../../pages/tiffPages";

/** Pages of `file`, or null when they cannot be told. */
export async function countPages(file: Blob): Promise<number | null> {
  const kind = sniffKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  return kind === null ? null : pageCountOf(await inspectPages(file, kind));
}

/** Pages of a PDF's bytes, or null when its structure cannot be read. */
export async function pdfPages(bytes: Uint8Array): Promise<number | null> {
  const { inspectPdf } = await import(/* webpackChunkName: "pages" */ "../../pages/pdfDocument");
  return pageCountOf(await inspectPdf(bytes));
}
