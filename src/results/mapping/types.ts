// What a column mapping is: for each column of the user's table, where its value comes from; and what is
// done with the source columns that have no home there. Plain data: saved in the workbook as JSON.

/** A value the add-in knows without the source: the document's file name, the record's page, today's date. */
export type FixedValue = "fileName" | "page" | "dateInserted";

/** Where one target column's value comes from. */
export type ColumnSource =
  /** A source column (a table's column, by its key) or an extractor field (by its key). */
  | { kind: "source"; key: string }
  | { kind: "fixed"; value: FixedValue }
  /** The same text on every row, typed by the user. */
  | { kind: "text"; text: string }
  | { kind: "empty" };

/** A column of what was read: a table's column or an extractor's field. */
export interface SourceColumn {
  /** Stable within one layout: the field key, or the table column's position. */
  key: string;
  /** What the user sees: the heading or the field's name. */
  name: string;
  /** Also matched (an extractor field's key, "unit_price"). */
  alias?: string;
  /** The extractor field's declared type, when it has one. */
  type?: string;
}

/** A source column with no home in the target table: added at its right end, or left out. */
export interface ExtraColumn {
  key: string;
  name: string;
  add: boolean;
}

export interface ColumnMapping {
  /** One entry per column of the target table, in its order. */
  columns: ColumnSource[];
  extra: ExtraColumn[];
}
