// Deleting documents from the history: the question asked first (it cannot be undone; what was inserted
// stays), and the sentences said afterwards. Plurals are the catalog's (ICU, by the UI language's rules).
import type { DocumentSummary } from "../../api";
import { t } from "../../i18n/messages";
import { SETTLED_STATES, type BatchItem } from "../batch";
import type { Question } from "../batchView";

/** A document about to be deleted whose processing is not over, and for whom: this pane, another Office window, or neither. */
export interface StillWorking {
  fileName: string;
  where: "here" | "elsewhere" | "service";
}

/** Which of `documents` are still being worked on: by a pane's item following it, or by the service. */
export function stillWorking(documents: readonly DocumentSummary[], items: ReadonlyMap<string, BatchItem>): StillWorking[] {
  return documents.flatMap((document): StillWorking[] => {
    const fileName = document.fileName || document.id;
    const item = items.get(document.id);
    if (item !== undefined && !SETTLED_STATES.has(item.state)) return [{ fileName, where: item.elsewhere ? "elsewhere" : "here" }];
    const status = document.status;
    const open = status === "new" || status === "queued" || status === "processing";
    return open && (item === undefined || !SETTLED_STATES.has(item.state)) ? [{ fileName, where: "service" }] : [];
  });
}

const WHERE = {
  here: "history.deletion.workingHere",
  elsewhere: "history.deletion.workingElsewhere",
  service: "history.deletion.workingService",
} as const;

/**
 * Asked before deleting `names` (one or several documents). Files still being processed are named with
 * where (this pane, the other Office window): deleting stops their work there too.
 */
export function deleteQuestion(names: readonly string[], working: readonly StillWorking[] = []): Question {
  const single = names.length === 1 ? names[0] : undefined;
  const busy = working.map((w) => t(WHERE[w.where], { fileName: w.fileName }));
  const busyNames = new Set(working.map((w) => w.fileName));
  const others = single === undefined ? names.filter((n) => !busyNames.has(n)) : [];
  const details = [...busy, ...others].slice(0, 10);
  const message = t("history.deletion.message");
  return {
    title:
      single !== undefined
        ? t("history.deletion.titleOne", { fileName: single })
        : t("history.deletion.titleMany", { count: names.length }),
    message: working.length === 0 ? message : `${message} ${t("history.deletion.stillWorking", { count: working.length })}`,
    ...(details.length > 0 ? { details } : {}),
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
