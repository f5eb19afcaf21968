// Which passage of an insertion the cursor is in, counted as the source records count them (sourceRecord.ts):
// from the start of the insertion's content control, each paragraph outside tables and each whole table is one.
// Range.expandTo, Paragraph.tableNestingLevel and Range.tables need WordApi 1.3; an older Word gives null (the
// pane then names the insertion's pages instead of the passage's).
import { isSetSupported } from "./requirements";

/** The counts queued into the current request; read the passage (0-based) after its sync. */
export type PassageRead = () => number | null;

export function queuePassageRead(control: Word.ContentControl, selection: Word.Range): PassageRead {
  if (!isSetSupported("WordApi", "1.3")) return () => null;
  // From the control's start to the cursor: the paragraph or table the cursor is in is the last one counted.
  const before = control.getRange("Start").expandTo(selection.getRange("Start"));
  const paragraphs = before.paragraphs;
  paragraphs.load("items/tableNestingLevel");
  const tables = before.tables;
  tables.load("items");
  return () => {
    const outside = paragraphs.items.filter((p) => p.tableNestingLevel === 0).length;
    const count = outside + tables.items.length;
    return count > 0 ? count - 1 : null;
  };
}
