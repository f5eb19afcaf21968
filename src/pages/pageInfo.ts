// What a chosen file offers to choose from (issue 22), as the inspection answers it: its own module so that the
// inspection, the PDF and TIFF readers and the worker share these types without importing one another. No
// React, no Office.

export type PageFormat = "pdf" | "tiff";

/**
 * Why a PDF or TIFF can only go whole: "protected" (encrypted), "damaged" (its structure cannot be read, or
 * loops), "unsafe" (reading it would take more than the pane allows: past the inspection's time budget, past
 * a size limit, or a page count the file's size cannot hold; issue 32).
 */
export type WholeOnly = "protected" | "damaged" | "unsafe";

export type PageInfo =
  /** One page (JPG, PNG, HEIC, GIF): nothing to choose. */
  | { kind: "single" }
  /** Pages that can be chosen and cut. */
  | { kind: "pages"; format: PageFormat; count: number }
  /** Only whole; the count when it could still be told. */
  | { kind: "uncuttable"; format: PageFormat; count: number | null; why: WholeOnly };

/** Pages of the file, or null when they cannot be told. */
export function pageCountOf(info: PageInfo): number | null {
  return info.kind === "single" ? 1 : info.count;
}

/** Why a file cannot be cut: "protected" (encrypted), "damaged" (its structure cannot be read) or "unsafe" (past a limit). */
export class CutError extends Error {
  constructor(
    readonly why: WholeOnly,
    cause?: unknown,
  ) {
    super(`The file cannot be cut (${why}).`, { cause });
    this.name = "CutError";
  }
}
