// The file that is sent when only some pages are chosen (issue 22): cut before it is handed to the queue, once
// per send (the queue then keeps those bytes, so sending again never cuts or charges differently), named after
// the original with its pages ("report (pages 12-14).pdf"), and checked like any chosen file (type, 20 MB: a
// file over the limit may be sent once its chosen pages fit). The cut runs in the pages worker, within a budget
// (issue 32). No React, no Office.
import { safeFileName } from "../api/fileNames";
import { formatFileSize } from "../i18n/format";
import { t } from "../i18n/messages";
import { MAX_CUTTABLE_BYTES, MAX_UPLOAD_BYTES, checkFile, sniffKind, tooLargeSentence } from "../input/fileCheck";
import type { FileInput, SentPages } from "../work/batch/types";
import { inspectPages } from "./inspect";
import { pageCountOf, type PageFormat, type WholeOnly } from "./pageInfo";
import { formatPageRanges } from "./range";
import { inPagesWorker } from "./worker/pagesWorker";

export type CutProblem = WholeOnly | "tooLarge" | "changed";

export type Prepared = { ok: true; input: FileInput } | { ok: false; problem: CutProblem; message: string };

/** "report (pages 12-14).pdf": the original's name with the pages, and the cut's extension (a TIFF's pages go as a PDF). */
export function cutFileName(name: string, pages: readonly number[]): string {
  const safe = safeFileName(name) ?? "document";
  const dot = safe.lastIndexOf(".");
  const base = dot > 0 ? safe.slice(0, dot) : safe;
  const suffix = t("pages.cut.fileName", { name: "", count: pages.length, range: formatPageRanges(pages), extension: ".pdf" });
  // Cut in the original's name if need be, so the pages and ".pdf" always end it (safeFileName keeps only an extension).
  const room = 200 - (safeFileName(`x${suffix}`)?.length ?? suffix.length) + 1;
  const named = t("pages.cut.fileName", {
    name: Array.from(base).slice(0, Math.max(1, room)).join(""),
    count: pages.length,
    range: formatPageRanges(pages),
    extension: ".pdf",
  });
  return safeFileName(named) ?? `document${suffix}`;
}

/** The cut's bytes, or why it cannot be made (a cut past the worker's budget is "unsafe"). */
async function cutBytes(file: Blob, format: PageFormat, pages: readonly number[]): Promise<Uint8Array | WholeOnly> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const outcome = await inPagesWorker({ job: "cut", format, bytes, pages: [...pages] });
  if (!outcome.ok || outcome.answer.job !== "cut") return "unsafe";
  return outcome.answer.ok ? outcome.answer.bytes : outcome.answer.why;
}

function problem(kind: CutProblem, values: Record<string, string | number> = {}): Prepared {
  return { ok: false, problem: kind, message: problemMessage(kind, values) };
}

/** The chosen pages of `file` as a file of their own, ready for the queue; or why it cannot be made. */
export async function cutToPages(
  file: Blob,
  source: { name: string; format: PageFormat; of: number; origin?: FileInput["origin"] },
  pages: readonly number[],
): Promise<Prepared> {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const bytes = await cutBytes(file, source.format, sorted);
  if (typeof bytes === "string") return problem(bytes, { name: source.name });
  const cut = new Blob([bytes as BlobPart], { type: "application/pdf" });
  const check = await checkFile(cut);
  if (!check.ok)
    return cut.size > MAX_UPLOAD_BYTES
      ? problem("tooLarge", { size: formatFileSize(cut.size), limit: formatFileSize(MAX_UPLOAD_BYTES) })
      : problem("damaged", { name: source.name });
  const sent: SentPages = { sourceName: source.name, pages: sorted, of: source.of };
  return {
    ok: true,
    input: { file: cut, name: cutFileName(source.name, sorted), pages: sent, ...(source.origin ? { origin: source.origin } : {}) },
  };
}

/**
 * A saved choice applied again to the original, given again after a reopen (by the user, or fetched again
 * from Microsoft 365): the same pages cut the same way. An original whose page count changed meanwhile is
 * refused: the saved pages may no longer be the ones the user meant. Resolves to the bytes to send.
 */
export async function reapplyPages(original: Blob, sent: SentPages): Promise<Blob> {
  // The original itself is too large to cut from (not the chosen pages): the limit for that, and to split it.
  if (original.size > MAX_CUTTABLE_BYTES) throw new Error(tooLargeSentence("pages", original.size));
  const kind = sniffKind(new Uint8Array(await original.slice(0, 16).arrayBuffer()));
  if (kind !== "pdf" && kind !== "tiff") throw new Error(problemMessage("damaged", { name: sent.sourceName }));
  const count = pageCountOf(await inspectPages(original, kind));
  if (count !== null && count !== sent.of)
    throw new Error(problemMessage("changed", { name: sent.sourceName, count, of: sent.of, range: formatPageRanges(sent.pages) }));
  const prepared = await cutToPages(original, { name: sent.sourceName, format: kind, of: sent.of }, sent.pages);
  if (!prepared.ok) throw new Error(prepared.message);
  return prepared.input.file;
}

function problemMessage(kind: CutProblem, values: Record<string, string | number>): string {
  return t(`pages.cut.${kind}`, values);
}
