// A Word insertion's values left to check (flags still open as it went in): one comment on the insertion with
// each flag's words on a line (Range.insertComment, WordApi 1.4), queued into the insert's own request. An
// older Word cannot comment: nothing is marked and the outcome says so. Word's tables carry no notes per cell,
// so the comment names the values by the flag's own words.
import { isSetSupported } from "./requirements";

export type WordDoubtMark = "comment" | "none";

/** How this Word marks values left to check. */
export function wordDoubtMark(): WordDoubtMark {
  return isSetSupported("WordApi", "1.4") ? "comment" : "none";
}

/** Queues the comment (no sync of its own); how many flags it holds (0: none, or this Word cannot comment). */
export function queueDoubtsComment(control: Word.ContentControl, doubts: readonly string[]): number {
  if (doubts.length === 0 || wordDoubtMark() !== "comment") return 0;
  control.getRange("Whole").insertComment(doubts.join("\n"));
  return doubts.length;
}
