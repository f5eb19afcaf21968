// What the Microsoft 365 pickers share: a sentence for any failure, and downloaded files as the picker lists
// them. Plain functions, so the pickers and their parent import them without importing each other.
import { isGraphError } from "../../graph/errors";
import type { GraphClient } from "../../graph";
import { t } from "../../i18n/messages";
import { downloadChosen } from "../../microsoft/sources";
import { describeFile, type CheckedFile } from "./checkedFile";

export const messageOf = (error: unknown): string =>
  isGraphError(error) || error instanceof Error ? error.message : t("microsoft.picker.failed");

/** Downloads the chosen items, listed as the picker lists files: ready to send (with where they came from), or refused with why. */
export async function downloadChecked(graph: GraphClient, chosen: Parameters<typeof downloadChosen>[1]): Promise<CheckedFile[]> {
  const results = await downloadChosen(graph, chosen);
  return Promise.all(
    results.map((r): Promise<CheckedFile> =>
      r.ok
        ? describeFile(r.input.file, r.input.name, "file", r.input.origin)
        : Promise.resolve({ ok: false, name: r.name, problem: r.problem, origin: "file" }),
    ),
  );
}
