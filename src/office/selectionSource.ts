// What the pane needs to say where the selection came from: the selected cell (Excel) or the insertion the
// cursor is in (Word), with the kept source records, read in one sync; and the Common API's selection change
// event (every Word and Excel), so the pane can follow the selection.
import {
  doubtAt,
  sourceOfCell,
  sourceOfPassage,
  type CellSelection,
  type DoubtFound,
  type FoundSource,
} from "../results/provenance/locate";
import type { SourceRecord } from "../results/provenance/sourceRecord";
import { queueExcelSourcesRead, queueWordSourcesRead } from "./sourceStore";
import { isInsertionTag } from "./tags";
import { queuePassageRead } from "./wordPassage";

export interface SelectionSource {
  found: FoundSource | null;
  /** Excel: the selected cell, and whether it is one left to check. */
  cell: CellSelection | null;
  doubt: DoubtFound | null;
  /** Every sheet in order and every record (for the list of cells to check). */
  sheets: string[];
  records: Map<string, SourceRecord>;
}

export async function readExcelSelectionSource(): Promise<SelectionSource> {
  return Excel.run(async (context) => {
    const range = context.workbook.getSelectedRange();
    range.load("rowIndex,columnIndex");
    const sheet = context.workbook.getSelectedRange().worksheet;
    sheet.load("name");
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    const read = queueExcelSourcesRead(context);
    await context.sync();
    const records = read();
    const cell = { sheet: sheet.name, row: range.rowIndex, column: range.columnIndex };
    return {
      found: sourceOfCell([...records.values()], cell),
      cell,
      doubt: doubtAt(records, cell),
      sheets: sheets.items.map((s) => s.name),
      records,
    };
  });
}

export async function readWordSelectionSource(): Promise<SelectionSource> {
  return Word.run(async (context) => {
    const control = context.document.getSelection().parentContentControlOrNullObject;
    control.load("tag");
    const read = queueWordSourcesRead(context);
    await context.sync();
    const records = read();
    const tag = control.isNullObject ? null : control.tag;
    let found = tag !== null && isInsertionTag(tag) ? sourceOfPassage([...records.values()], tag, null) : null;
    // An insertion from more than one page: a second sync counts the passages up to the cursor's, for its page.
    if (tag !== null && found && found.pages.length > 1) {
      const passage = queuePassageRead(control, context.document.getSelection());
      await context.sync();
      found = sourceOfPassage([...records.values()], tag, passage()) ?? found;
    }
    return { found, cell: null, doubt: null, sheets: [], records };
  });
}

/** Selects a cell (stepping through the cells to check). One sync. */
export async function selectCell(cell: CellSelection): Promise<void> {
  await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem(cell.sheet);
    sheet.activate();
    sheet.getRange(`${columnLetters(cell.column)}${cell.row + 1}`).select();
    await context.sync();
  });
}

function columnLetters(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

interface SelectionEvents {
  addHandlerAsync(type: string, handler: () => void, done?: (r: { status: string }) => void): void;
  removeHandlerAsync(type: string, options: { handler: () => void }, done?: (r: { status: string }) => void): void;
}

/** Calls `changed` when the user moves the selection; returns the way to stop. Nothing outside Office. */
export function watchSelection(changed: () => void): () => void {
  if (typeof Office === "undefined") return () => undefined;
  const document = (Office.context as Office.Context | undefined)?.document as unknown as SelectionEvents | undefined;
  const type = (Office.EventType as unknown as { DocumentSelectionChanged?: string } | undefined)?.DocumentSelectionChanged;
  if (!document?.addHandlerAsync || !type) return () => undefined;
  const handler = (): void => changed();
  document.addHandlerAsync(type, handler);
  return () => document.removeHandlerAsync(type, { handler });
}
