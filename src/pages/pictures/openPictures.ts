// Opens the page pictures of a chosen file (issue 22): the renderers load only when the Pages control opens,
// each in its own chunk: pdf.js for PDFs (with its worker served from the add-in's own origin), the pages
// worker for TIFFs (issue 32: decoded there, never on the pane's thread). No React, no Office.
import type { PageFormat } from "../pageInfo";
import type { PagePictures } from "./pagePictures";

export async function openPagePictures(file: Blob, format: PageFormat): Promise<PagePictures> {
  if (format === "pdf") {
    const { openPdfPictures } = await import(/* webpackChunkName: "pdfjs" */ "./pdfPictures");
    return openPdfPictures(new Uint8Array(await file.arrayBuffer()));
  }
  const { openTiffPictures } = await import(/* webpackChunkName: "tiff-pictures" */ "./tiffPictures");
  return openTiffPictures(file);
}
