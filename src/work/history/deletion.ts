// Deleting documents from the history: the question asked first (it cannot be undone; what was inserted
// stays), and the sentences said afterwards. Plurals are the catalog's (ICU, by the UI language's rules).
import { t } from "../../i18n/messages";
import type { Question } from "../batchView";

/** Asked before deleting `names` (one or several documents). */
export function deleteQuestion(names: readonly string[]): Question {
  const single = names.length === 1 ? names[0] : undefined;
  return {
    title:
      single !== undefined
        ? t("history.deletion.titleOne", { fileName: single })
        : t("history.deletion.titleMany", { count: names.length }),
    message: t("history.deletion.message"),
    ...(single === undefined ? { details: names.slice(0, 10) } : {}),
    confirm: t("history.deletion.confirm"),
    cancel: t("history.deletion.cancel"),
  };
}

/** Said after a deletion: how many went, and how many could not be deleted. */
export function deletedSentence(deleted: number, failed: number): string {
  if (failed === 0) return t("history.deletion.deleted", { deleted });
  if (deleted === 0) return t("history.deletion.failed", { failed });
  return t("history.deletion.deletedAndFailed", { deleted, failed });
}

/** Said when a document the user acted on is no longer on the service (deleted elsewhere, or expired). */
export function goneSentence(fileName: string): string {
  return t("history.deletion.gone", { fileName });
}
