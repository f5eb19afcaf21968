// Pieces every host's Insert all writer shares: merging what groups of results did, and turning a group that
// failed into one failure per file (the other groups still go in).
import { t } from "../i18n/messages";
import type { WriteOutcome } from "../work/insertAll";

export const emptyOutcome = (): WriteOutcome => ({ inserted: [], failed: [], notes: [] });

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : t("results.insertAll.failed");

export function merge(into: WriteOutcome, part: WriteOutcome): void {
  into.inserted.push(...part.inserted);
  into.failed.push(...part.failed);
  into.notes.push(...part.notes);
}

/** Runs one group's write; a failure is reported for each of its files. */
export async function group(
  results: readonly { itemId: string; fileName: string }[],
  write: () => Promise<WriteOutcome>,
): Promise<WriteOutcome> {
  try {
    return await write();
  } catch (error: unknown) {
    const reason = messageOf(error);
    return { inserted: [], failed: results.map((r) => ({ itemId: r.itemId, fileName: r.fileName, reason })), notes: [] };
  }
}

export const nothingToInsert = (): string => t("results.insertAll.nothingToInsert");
