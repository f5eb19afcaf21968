// What the Microsoft 365 pickers share: a sentence for any failure, and downloaded files as the picker lists
// them. Plain functions, so the pickers and their parent import them without importing each other.
import { isGraphError } from "../../graph/errors";
import type { GraphClient } from "../../graph";
import { t } from "../../i18n/messages";
import { downloadChosen } from "../../microsoft/sources";
import type { CheckedFile } from "./SourcePicker";

export const messageOf = (error: unknown): string =>
  isGraphError(error) || error instanceof Error ? error.message : t("microsoft.picker.failed");

/** Downloads the chosen items, listed as the picker lists files: ready to send (with where they came from), or refused with why. */
export async function downloadChecked(graph: GraphClient, chosen: Parameters<typeof downloadChosen>[1]): Promise<CheckedFile[]> {
  const results = await downloadChosen(graph, chosen);
  return results.map((r): CheckedFile =>
    r.ok
      ? { ok: true, name: r.input.name, blob: r.input.file, origin: "file", ...(r.input.origin ? { source: r.input.origin } : {}) }
      : { ok: false, name: r.name, problem: r.problem, origin: "file" },
  );
}
