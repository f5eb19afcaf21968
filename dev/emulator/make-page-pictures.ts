// Draws every page of the sample PDFs as the service's page pictures, beside the samples:
//   npx tsx dev/emulator/make-page-pictures.ts [fixtures folder]
// writes `pages/<file>-<n>.jpg` (150 dpi, at most 2,000 px on the longer side, JPEG quality 80, 40 to 70 KB a
// page). The emulator serves them for the samples' pages, so tests and the preview show the real page at
// once; other uploads are drawn when asked (pictures/pictureWorker.ts). make-fixtures.ts runs this too.
// Images (the note, the fax) need no picture made: their own pixels are served.
import * as fs from "node:fs";
import * as path from "node:path";
import { EXPECTED_SUFFIX, pagePictureName, type FixtureExpectation } from "./results/fixtures";
import { renderPdfPage } from "./pictures/renderPdf";

export async function makePagePictures(dir: string): Promise<string[]> {
  const written: string[] = [];
  fs.mkdirSync(path.join(dir, "pages"), { recursive: true });
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith(EXPECTED_SUFFIX))
    .sort()) {
    const fixture = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as FixtureExpectation;
    // A sample that fails has no pages to show.
    if (!fixture.file.endsWith(".pdf") || fixture.status !== "processed") continue;
    const bytes = fs.readFileSync(path.join(dir, fixture.file));
    for (let n = 1; n <= fixture.page_count; n++) {
      const out = pagePictureName(fixture.file, n);
      fs.writeFileSync(path.join(dir, out), await renderPdfPage(bytes, n));
      written.push(out);
    }
  }
  return written;
}

if (/make-page-pictures\.ts$/.test(process.argv[1] ?? "")) {
  const dir = path.resolve(process.argv[2] ?? "test/fixtures");
  makePagePictures(dir).then(
    (files) => files.forEach((f) => console.log(`${path.join(dir, f)}  ${fs.statSync(path.join(dir, f)).size} bytes`)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
