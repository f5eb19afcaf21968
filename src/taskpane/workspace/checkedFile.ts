// A chosen file after its checks, as the workspace lists it before sending: ready (with what it offers to
// choose from, issue 22) or refused with why. Its own module (it was SourcePicker's) so that the pickers and
// the panel import it without importing each other. Plain code: no React.
import { checkChosenFile, checkFile } from "../../input/fileCheck";
import { inspectPages } from "../../pages/inspect";
import type { PageInfo } from "../../pages/pageInfo";
import { cutToPages } from "../../pages/prepare";
import type { FileInput, ItemOrigin } from "../../work/batch/types";

export const FILE_TYPES = ".pdf,.jpg,.jpeg,.png,.tif,.tiff,.heic,.gif,application/pdf,image/*";

/** A PDF's or TIFF's pages and the user's choice of them. */
export interface PageChoice {
  info: PageInfo;
  /** The pages chosen (original numbers, ascending), or null: every page. */
  chosen: readonly number[] | null;
  /** The whole file is over the service's limit: only chosen pages can be sent. */
  overLimit: boolean;
}

/** A chosen file after its check: `blob` when it can be sent, `problem` (why not) otherwise; `source` for files from Microsoft 365. */
export type CheckedFile =
  | { ok: true; id: string; name: string; blob: Blob; origin: "file" | "picture"; source?: ItemOrigin; pages: PageChoice }
  | { ok: false; name: string; problem: string; origin: "file" | "picture" };

export type ReadyFile = Extract<CheckedFile, { ok: true }>;

let counter = 0;

/** Checks one file (type by content, size) and reads what it offers to choose (pages of a PDF or TIFF). */
export async function describeFile(blob: Blob, name: string, origin: CheckedFile["origin"], source?: ItemOrigin): Promise<CheckedFile> {
  const check = await checkChosenFile(blob);
  if (!check.ok) return { ok: false, name, problem: check.reason, origin };
  const info = await inspectPages(blob, check.kind);
  // Over the limit, only a file whose pages can be chosen and cut may stay (its chosen pages may fit).
  if (check.overLimit && !(info.kind === "pages" && info.count > 1)) {
    const strict = await checkFile(blob);
    return { ok: false, name, problem: strict.ok ? "" : strict.reason, origin };
  }
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return {
    ok: true,
    id: `chosen-${counter}`,
    name,
    blob,
    origin,
    ...(source ? { source } : {}),
    pages: { info, chosen: null, overLimit: check.overLimit },
  };
}

/** Checks files before anything is sent (all at once; the order is kept). */
export function checkFiles(files: ReadonlyArray<{ blob: Blob; name: string }>, origin: CheckedFile["origin"]): Promise<CheckedFile[]> {
  return Promise.all(files.map(({ blob, name }) => describeFile(blob, name, origin)));
}

/** The file can go as chosen: every page (when the whole file fits), or at least one chosen page. */
export function isSendable(file: CheckedFile): file is ReadyFile {
  if (!file.ok) return false;
  const { chosen, overLimit } = file.pages;
  return chosen === null ? !overLimit : chosen.length > 0;
}

/** The file with a new choice of pages (null: every page). */
export function withChosenPages(file: ReadyFile, chosen: readonly number[] | null): ReadyFile {
  return { ...file, pages: { ...file.pages, chosen } };
}

/** A file whose chosen pages could not be cut out: why, and whether it may go whole instead. */
export interface NotCut {
  id: string;
  name: string;
  message: string;
  /** False when the whole file is over the service's limit. */
  canSendWhole: boolean;
}

/**
 * The queue's files for what is chosen: files with chosen pages are cut here, once per send (the queue keeps
 * the cut's bytes, so sending again sends the same file); every other file goes as it is.
 */
export async function filesToSend(files: readonly ReadyFile[]): Promise<{ inputs: FileInput[]; notCut: NotCut[] }> {
  const inputs: FileInput[] = [];
  const notCut: NotCut[] = [];
  for (const f of files) {
    const { info, chosen, overLimit } = f.pages;
    if (chosen === null || info.kind !== "pages") {
      inputs.push({ file: f.blob, name: f.name, ...(f.source ? { origin: f.source } : {}) });
      continue;
    }
    const prepared = await cutToPages(
      f.blob,
      { name: f.name, format: info.format, of: info.count, ...(f.source ? { origin: f.source } : {}) },
      chosen,
    );
    if (prepared.ok) inputs.push(prepared.input);
    else notCut.push({ id: f.id, name: f.name, message: prepared.message, canSendWhole: !overLimit && prepared.problem !== "tooLarge" });
  }
  return { inputs, notCut };
}
