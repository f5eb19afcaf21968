// What GET /document/{id}/image-{n}.jpg answers: the page at its own resolution (at most PAGE_MAX_SIDE on the
// longer side), so a value can be found by eye. A sample document's pages come as rendered beforehand
// (test/fixtures/pages, made by make-page-pictures.ts); any other upload's page is drawn in the picture
// worker; a page that cannot be drawn gets a sheet saying which page it stands for.
import type { FileKind } from "../files";
import type { FixtureIndex } from "../results/fixtures";
import { placeholderPage } from "./placeholder";
import type { PictureWorker } from "./pictureWorker";
import { toJpeg } from "./raster";

export interface PictureSource {
  kind: FileKind;
  data: Uint8Array;
  hash: string;
}

export async function pagePicture(
  doc: PictureSource,
  pageNumber: number,
  { fixtures, pictures }: { fixtures: FixtureIndex; pictures: PictureWorker },
): Promise<Buffer> {
  const stored = fixtures.pagePicture(doc.hash, pageNumber);
  if (stored) return stored;
  if (doc.kind === "pdf" || doc.kind === "png" || doc.kind === "jpeg" || doc.kind === "tiff") {
    const drawn = await pictures.draw({ kind: doc.kind, bytes: doc.data, pageNumber });
    if (drawn.ok) return drawn.jpeg;
  }
  return toJpeg(placeholderPage(pageNumber));
}
