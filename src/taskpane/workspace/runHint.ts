// Why the primary button (Transcribe, Find tables, Extract fields) cannot act yet, said beside it (issue 21: a
// disabled primary button gave no hint why). Plain code: no React.
import { t } from "../../i18n/messages";
import type { WorkChoice } from "../../work/settings/settingsStore";

/** The sentence for a button that cannot act, or null when it can (or is busy: the spinner says what happens). */
export function runHint(readyCount: number, choice: WorkChoice, choiceReady: boolean, busy: boolean): string | null {
  if (busy) return null;
  if (readyCount === 0) return t("workspace.panel.hintNoFile");
  if (!choiceReady) return t(choice.action === "extractor" ? "workspace.panel.hintNoExtractor" : "workspace.panel.hintNoLanguage");
  return null;
}
