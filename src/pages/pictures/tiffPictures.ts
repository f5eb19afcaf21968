// TIFF page pictures (issue 22), decoded and scaled down in the pages worker (issue 32): the pane only puts
// the small picture the worker hands back on a canvas. A page that cannot be read safely, or not within the
// budget, has no picture; its page can still be chosen by number.
import { inPagesWorker } from "../worker/pagesWorker";
import { OneAtATime, PicturesError, canvasBlob, type PagePictures } from "./pagePictures";

export async function openTiffPictures(file: Blob): Promise<PagePictures> {
  const opened = await inPagesWorker({ job: "inspect", format: "tiff", bytes: new Uint8Array(await file.arrayBuffer()) });
  if (!opened.ok || opened.answer.job !== "inspect" || opened.answer.info.kind !== "pages") throw new PicturesError("damaged");
  const turns = new OneAtATime();
  return {
    count: opened.answer.info.count,
    picture: (page, width, signal) =>
      turns.run(async () => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const made = await inPagesWorker({ job: "tiffPicture", bytes, page, width: Math.round(width) }, signal);
        if (!made.ok || made.answer.job !== "tiffPicture" || !made.answer.ok) throw new PicturesError("damaged");
        const { rgba, width: w, height: h } = made.answer;
        const canvas = document.createElement("canvas");
        canvas.width = w;
        canvas.height = h;
        canvas.getContext("2d")?.putImageData(new ImageData(new Uint8ClampedArray(rgba), w, h), 0, 0);
        return canvasBlob(canvas);
      }, signal),
    close: () => undefined,
  };
}
