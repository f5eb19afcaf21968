// Asked before a result with corrections not inserted yet is left (closed, or another opened): the edits
// live only in memory and would be lost.
import { t } from "../../i18n/messages";
import type { Question } from "../batchView";

export function leaveQuestion(fileName: string): Question {
  return {
    title: t("review.leave.title", { fileName }),
    message: t("review.leave.message"),
    confirm: t("review.leave.discard"),
    cancel: t("review.leave.keep"),
  };
}
