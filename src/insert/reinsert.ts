// Inserting a result the document already holds (issue 21). Word finds its earlier insertion by the content
// control's tag (the service's document id and the action) in the insert's own first sync: the insert is tried
// with "ask", and only when the document holds the result is the user asked (Replace, the default: the earlier
// copy's content is swapped where it stood, in one Word.run; or Insert another copy) and the insert run again
// as answered. A first insertion costs no extra sync. Excel results go to new sheets or the selected cells,
// where the user sees them, so nothing is asked there. Plain logic over the Word writer in src/office.
import { t } from "../i18n/messages";
import { AlreadyInsertedError } from "../office/wordInsert";
import type { Question } from "../work/batchView";
import type { InsertOutcome } from "./outcome";
import type { InsertSettings } from "./settings";

/** "Replace" confirms (the primary, default answer); "Insert another copy" is the alternative. */
export function reinsertQuestion(fileName: string, copies: number): Question {
  return {
    title: t("results.reinsert.title"),
    message: t("results.reinsert.message", { fileName, count: copies }),
    confirm: t("results.reinsert.replace"),
    alternative: t("results.reinsert.another"),
    cancel: t("results.reinsert.cancel"),
  };
}

/**
 * Inserts, asking first when the document already holds the result: `ask(copies)` says "replace", "add", or
 * null (cancelled: nothing is inserted, and null is returned).
 */
export async function insertAsking(
  insert: (earlier: InsertSettings["earlier"]) => Promise<InsertOutcome>,
  ask: (copies: number) => Promise<"replace" | "add" | null>,
): Promise<InsertOutcome | null> {
  try {
    return await insert("ask");
  } catch (error: unknown) {
    if (!(error instanceof AlreadyInsertedError)) throw error;
    const answer = await ask(error.copies);
    return answer === null ? null : insert(answer);
  }
}
