// Shapes of the per-page results in the document detail object. Where the spec leaves a shape open (table
// rows, array-valued extractor fields, translations) the choice is documented in README.md.

export type Action = "transcribe" | "tables" | "extractor";
/** The actions a result can be asked for: the upload actions plus the follow-up translation. */
export type StepAction = Action | "translate";

export const ACTIONS: readonly Action[] = ["transcribe", "tables", "extractor"];
export const STEP_ACTIONS: readonly StepAction[] = [...ACTIONS, "translate"];

export interface TranscribePage {
  page_number: number;
  transcript: string;
}

export interface TranslatePage {
  page_number: number;
  /** The `translate_to` code. */
  language: string;
  translation: string;
}

/** One cell of a table row. `columnIndex` is 0-based; a row lists its cells left to right. */
export interface TableCell {
  columnIndex: number;
  text: string;
}

export interface Table {
  /** Every row of the table, the header row first when `hasHeaderRow`. */
  rows: TableCell[][];
  rowCount: number;
  columnCount: number;
  tableNumber: number;
  hasHeaderRow: boolean;
  /** The header row's texts when `hasHeaderRow`, else null. */
  headerContent: string[] | null;
}

export interface KeyValuePair {
  key: string;
  value: string;
}

export interface TablesPage {
  page_number: number;
  tables: Table[];
  key_value_pairs: KeyValuePair[];
}

export interface ExtractedField {
  key: string;
  name: string;
  type: string;
  array: boolean;
  /** A string when `array` is false, a list of strings when it is true. */
  value: string | string[];
}

export interface ExtractorPage {
  page_number: number;
  extractions: ExtractedField[][];
}

export type PageResult = TranscribePage | TranslatePage | TablesPage | ExtractorPage;

/** The results a document produces for one step. */
export type StepResults =
  | { action: "transcribe"; pages: TranscribePage[] }
  | { action: "translate"; pages: TranslatePage[] }
  | { action: "tables"; pages: TablesPage[] }
  | { action: "extractor"; pages: ExtractorPage[] };
