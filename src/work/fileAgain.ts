// A file chosen again for an item of the queue (its bytes were gone after a reopen, or it is sent again): it
// must be that file, since the item's name and options belong to it, and it passes the checks again. An item
// that sends only some pages (issue 22) asks for the original and has the same pages cut from it again.
// No React, no Office.
import { t } from "../i18n/messages";
import { checkFile } from "../input/fileCheck";
import { reapplyPages } from "../pages/prepare";
import type { BatchItem } from "./batch";

/** The bytes to send for `item`, from the file the user chose again; rejects with a sentence when it is not right. */
export async function fileForItem(item: Pick<BatchItem, "fileName" | "pages">, file: File): Promise<Blob> {
  const expected = item.pages?.sourceName ?? item.fileName;
  if (file.name !== expected) throw new Error(t("workspace.panel.wrongFile", { expected, chosen: file.name }));
  if (item.pages) return reapplyPages(file, item.pages);
  const check = await checkFile(file);
  if (!check.ok) throw new Error(t("workspace.panel.fileRefused", { name: file.name, problem: check.reason }));
  return file;
}
