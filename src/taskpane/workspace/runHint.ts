// Why the primary button (Transcribe, Find tables, Extract fields) cannot act yet, said beside it (issue 21: a
// disabled primary button gave no hint why). Plain code: no React.
import { t } from "../../i18n/messages";
import type { WorkChoice } from "../../work/settings/settingsStore";

/**
 * The sentence for a button that cannot act, or null when it can (or is busy: the spinner says what happens).
 * `underWay`: files sent are still being worked on; "Choose at least one file first" would then read as if they
 * had been lost (issue 35, item 2), and the list below says what happens.
 */
export function runHint(readyCount: number, choice: WorkChoice, choiceReady: boolean, busy: boolean, underWay = false): string | null {
  if (busy) return null;
  if (readyCount === 0) return underWay ? null : t("workspace.panel.hintNoFile");
  if (!choiceReady) return t(choice.action === "extractor" ? "workspace.panel.hintNoExtractor" : "workspace.panel.hintNoLanguage");
  return null;
}
