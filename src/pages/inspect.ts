// What a chosen file offers to choose from (issue 22): an image is one page; a PDF or a TIFF has pages that
// can be chosen, unless it cannot be cut (encrypted, damaged, or unsafe to read: it can still be sent whole).
// PDFs and TIFFs are read in the pages worker, within a budget (issue 32): the pane's thread never parses a
// chosen file; a file the worker could not answer for in time reads as "unsafe". No React, no Office.
import type { AcceptedKind } from "../input/fileCheck";
import type { PageInfo } from "./pageInfo";
import { inPagesWorker } from "./worker/pagesWorker";

export async function inspectPages(file: Blob, kind: AcceptedKind): Promise<PageInfo> {
  if (kind !== "pdf" && kind !== "tiff") return { kind: "single" };
  const outcome = await inPagesWorker({ job: "inspect", format: kind, bytes: new Uint8Array(await file.arrayBuffer()) });
  if (outcome.ok && outcome.answer.job === "inspect") return outcome.answer.info;
  return { kind: "uncuttable", format: kind, count: null, why: "unsafe" };
}
