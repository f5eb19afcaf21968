// Inserting a result the document already holds (issue 21): Word finds its earlier insertion by the content
// control's tag (the service's document id and the action), the user is told and chooses Replace (the
// default: the earlier copy's content is swapped in one Word.run) or Insert another copy. Excel results go to
// new sheets or the selected cells, which the user sees, so nothing is asked there. Plain logic over the Word
// writer in src/office.
import { t } from "../i18n/messages";
import { insertionTag } from "../office/tags";
import { countWordInsertions } from "../office/wordInsert";
import { actionOf, documentOf, type ResultModel } from "../results/model";
import type { Question } from "../work/batchView";
import type { InsertHost } from "./settings";

/** How many earlier insertions of this result the document holds (0 outside Word). */
export async function earlierInsertions(host: InsertHost, model: ResultModel): Promise<number> {
  if (host !== "word") return 0;
  const { documentId } = documentOf(model);
  return countWordInsertions(insertionTag(documentId, actionOf(model)));
}

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
