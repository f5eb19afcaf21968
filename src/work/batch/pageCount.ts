// Pages in a file, read from its bytes for a cost estimate (the service counts them itself when the file
// arrives): a PDF's or TIFF's pages as the page picker reads them (src/pages/inspect.ts: in the pages worker,
// within a budget), one for JPG, PNG, HEIC and GIF. Null when it cannot be told (a file whose structure cannot
// be read safely, an unknown type): the estimate then says "unknown" for that file rather than guess.
import { sniffKind } from "../../input/fileCheck";
import { inspectPages } from "../../pages/inspect";
import { pageCountOf } from "../../pages/pageInfo";

/** Pages of `file`, or null when they cannot be told. */
export async function countPages(file: Blob): Promise<number | null> {
  const kind = sniffKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  return kind === null ? null : pageCountOf(await inspectPages(file, kind));
}
