// Small pictures of a file's pages, for choosing pages before sending (issue 22): what the renderers share.
// openPictures.ts opens one; pdfPictures.ts and tiffPictures.ts are the renderers. A picture is made when
// asked for (the control asks as pages scroll into view), one at a time, never all up front. No React, no Office.

export interface PagePictures {
  /** Pages the renderer found (a PDF's, as pdf.js reads it). */
  readonly count: number;
  /** A picture of page `page` (1-based), `width` pixels wide, as a JPEG; rejects when aborted or unreadable. */
  picture(page: number, width: number, signal?: AbortSignal): Promise<Blob>;
  /** Frees the document (and the PDF worker's copy of it). */
  close(): void;
}

/** Why pictures cannot be made: a password-protected PDF, or one pdf.js or utif2 cannot read (safely). */
export class PicturesError extends Error {
  constructor(
    readonly why: "protected" | "damaged",
    cause?: unknown,
  ) {
    super(`The pages cannot be shown (${why}).`, { cause });
    this.name = "PicturesError";
  }
}

/** Runs picture jobs one after another (rendering several pages at once only makes each arrive later). */
export class OneAtATime {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const next = this.last.then(() => {
      if (signal?.aborted) throw signal.reason ?? new DOMException("Aborted", "AbortError");
      return job();
    });
    this.last = next.catch(() => undefined);
    return next;
  }
}

/** A canvas as a JPEG Blob. */
export function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be made."))), "image/jpeg", 0.85),
  );
}
