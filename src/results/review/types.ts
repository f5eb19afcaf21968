// The review's state of one result: the service's reading (never changed) and, beside it, what the user did
// to it. Every piece is immutable, so an edit makes a new state that shares everything it did not touch, and
// undoing is going back to the state before.
import type { ExtractedRecord, RecordsModel } from "../records";
import type { GridTable, KeyValueEntry, TablesModel } from "../tables";
import type { FlagPlace } from "../checks/types";
import type { TranscriptModel, TranscriptPageModel } from "../transcript";

/** A table continued from the one before it (joined): it adds its rows to that table's. */
export interface Join {
  /** The table it continues (the one right before it). */
  to: string;
  /** Its first row repeats the header and is left out while joined. */
  dropFirstRow: boolean;
}

export interface TableState {
  /** "t" and the table's number in the document; stable for the review's life. */
  readonly id: string;
  readonly source: GridTable;
  /** Corrected cells, by `row * columnCount + column` of the source table. */
  readonly cells: ReadonlyMap<number, string>;
  readonly deletedRows: ReadonlySet<number>;
  readonly deletedColumns: ReadonlySet<number>;
  readonly hasHeaderRow: boolean;
  readonly chosen: boolean;
  readonly joined: Join | null;
}

export interface PairState {
  readonly source: KeyValueEntry;
  readonly key: string;
  readonly value: string;
  readonly chosen: boolean;
}

export interface RecordState {
  readonly source: ExtractedRecord;
  /** Corrected field values by field key. */
  readonly values: ReadonlyMap<string, string>;
  readonly skipped: boolean;
}

export interface PageState {
  readonly source: TranscriptPageModel;
  /** The page's text as corrected (lines joined with "\n"), or null when unchanged. */
  readonly text: string | null;
  readonly translation: string | null;
  readonly chosen: boolean;
}

/**
 * Values the user marked as checked ("Mark as checked"): by place (`placeKey`), the text the value had then. A
 * mark settles the flags of its place only while the value still reads so: an edit makes it a new value to
 * check, and undoing the edit brings the mark back into force.
 */
export type CheckedMarks = ReadonlyMap<string, string>;

export type ReviewDoc =
  | {
      readonly kind: "tables";
      readonly base: TablesModel;
      readonly tables: readonly TableState[];
      readonly pairs: readonly PairState[];
      readonly checked: CheckedMarks;
    }
  | { readonly kind: "records"; readonly base: RecordsModel; readonly records: readonly RecordState[]; readonly checked: CheckedMarks }
  | { readonly kind: "transcript"; readonly base: TranscriptModel; readonly pages: readonly PageState[]; readonly checked: CheckedMarks };

/** One thing the user did, as plain data (it travels between the pane and the larger window). */
export type ReviewEdit =
  | { op: "setCell"; table: string; row: number; column: number; value: string }
  | { op: "deleteRow" | "restoreRow"; table: string; row: number }
  | { op: "deleteColumn" | "restoreColumn"; table: string; column: number }
  | { op: "header"; table: string; on: boolean }
  | { op: "chooseTable"; table: string; chosen: boolean }
  /** Joins the table onto the one before it (it continues it), or splits it off again. */
  | { op: "join" | "split"; table: string }
  | { op: "setPair"; pair: number; part: "key" | "value"; value: string }
  | { op: "choosePair"; pair: number; chosen: boolean }
  | { op: "setField"; record: number; field: string; value: string }
  | { op: "skipRecord"; record: number; skipped: boolean }
  | { op: "setPage"; page: number; part: "text" | "translation"; value: string }
  | { op: "choosePage"; page: number; chosen: boolean }
  /** Marks the value at `place` as checked while it reads `text` (or takes the mark away): no value changes. */
  | { op: "markChecked"; place: FlagPlace; text: string; checked: boolean }
  /** Several edits as one step: "Fix all like this" is undone at once. */
  | { op: "together"; edits: readonly ReviewEdit[] };
