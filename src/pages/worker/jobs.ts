// What the pane asks of the pages worker and what it answers (issue 32): plain data, posted between threads.
// No React, no Office.
import type { PageFormat, PageInfo, WholeOnly } from "../pageInfo";

export type PagesJob =
  /** What a PDF or TIFF offers to choose from. */
  | { job: "inspect"; format: PageFormat; bytes: Uint8Array }
  /** The chosen pages (1-based, in order) as a PDF. */
  | { job: "cut"; format: PageFormat; bytes: Uint8Array; pages: number[] }
  /** A small picture of one TIFF page, `width` pixels wide. */
  | { job: "tiffPicture"; bytes: Uint8Array; page: number; width: number };

export type PagesAnswer =
  | { job: "inspect"; info: PageInfo }
  | { job: "cut"; ok: true; bytes: Uint8Array }
  | { job: "tiffPicture"; ok: true; width: number; height: number; rgba: Uint8ClampedArray }
  | { job: "cut" | "tiffPicture"; ok: false; why: WholeOnly };

/** A message to the worker: one job, with its number. */
export interface JobMessage {
  id: number;
  job: PagesJob;
}

/**
 * The worker's replies: that it started the job (its budget runs from then: starting the worker itself is not
 * the file's doing), then the job's answer, or that it failed (an error thrown by the job itself).
 */
export type ReplyMessage = { id: number; started: true } | { id: number; answer: PagesAnswer } | { id: number; failed: string };
