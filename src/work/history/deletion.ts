// Deleting documents from the history: the question asked first (it cannot be undone; what was inserted
// stays), and the sentences said afterwards. Plurals through Intl.PluralRules.
import type { Question } from "../batchView";

const KEPT =
  "This cannot be undone. Anything already inserted into a document or workbook stays there; only the service's copy and its result files go.";

function one(count: number, locale?: string): boolean {
  return new Intl.PluralRules(locale).select(count) === "one";
}

/** Asked before deleting `names` (one or several documents). */
export function deleteQuestion(names: readonly string[], locale?: string): Question {
  const single = names.length === 1 ? names[0] : undefined;
  return {
    title:
      single !== undefined
        ? `Delete "${single}" from the service?`
        : one(names.length, locale)
          ? `Delete ${names.length} document from the service?`
          : `Delete ${names.length} documents from the service?`,
    message: KEPT,
    ...(single === undefined ? { details: names.slice(0, 10) } : {}),
    confirm: "Delete",
    cancel: "Keep",
  };
}

/** Said after a deletion: how many went, and how many could not be deleted. */
export function deletedSentence(deleted: number, failed: number, locale?: string): string {
  const done = one(deleted, locale) ? `Deleted ${deleted} document.` : `Deleted ${deleted} documents.`;
  if (failed === 0) return done;
  const notDone = one(failed, locale)
    ? `${failed} document could not be deleted; try again.`
    : `${failed} documents could not be deleted; try again.`;
  return deleted === 0 ? notDone : `${done} ${notDone}`;
}

/** Said when a document the user acted on is no longer on the service (deleted elsewhere, or expired). */
export function goneSentence(fileName: string): string {
  return `"${fileName}" is no longer on the service (it was deleted or has expired), so it was removed from the list.`;
}
