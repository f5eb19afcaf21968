// The pages worker's work (issue 32), as a plain module: the worker entry (pages.worker.ts) only passes
// messages to it, so jest runs exactly this code, in-process or in a Node worker thread. Every read of a
// chosen file's bytes happens here. No React, no Office.
import { CutError } from "../pageInfo";
import { cutPdf, inspectPdf } from "../pdfDocument";
import { tiffThumbnail } from "../tiffThumbnail";
import { tiffToPdf } from "../tiffToPdf";
import { walkTiff } from "../tiffPages";
import type { PagesAnswer, PagesJob } from "./jobs";

const whyOf = (error: unknown): "protected" | "damaged" | "unsafe" => (error instanceof CutError ? error.why : "damaged");

export async function runJob(job: PagesJob): Promise<PagesAnswer> {
  switch (job.job) {
    case "inspect": {
      if (job.format === "pdf") return { job: "inspect", info: await inspectPdf(job.bytes) };
      const walk = walkTiff(job.bytes);
      return {
        job: "inspect",
        info: walk.ok
          ? { kind: "pages", format: "tiff", count: walk.pages }
          : { kind: "uncuttable", format: "tiff", count: null, why: walk.why },
      };
    }
    case "cut":
      try {
        const bytes = job.format === "pdf" ? await cutPdf(job.bytes, job.pages) : await tiffToPdf(job.bytes, job.pages);
        return { job: "cut", ok: true, bytes };
      } catch (error: unknown) {
        return { job: "cut", ok: false, why: whyOf(error) };
      }
    case "tiffPicture":
      try {
        const picture = await tiffThumbnail(job.bytes, job.page, job.width);
        return { job: "tiffPicture", ok: true, ...picture };
      } catch (error: unknown) {
        return { job: "tiffPicture", ok: false, why: whyOf(error) };
      }
  }
}

/** The buffers an answer can hand over rather than copy. */
export function transferablesOf(answer: PagesAnswer): ArrayBuffer[] {
  if (answer.job === "cut" && answer.ok) return [answer.bytes.buffer as ArrayBuffer];
  if (answer.job === "tiffPicture" && answer.ok) return [answer.rgba.buffer as ArrayBuffer];
  return [];
}
