// A double of the part of the Excel JavaScript API the add-in calls, over ExcelWorkbookModel, with Office's
// load/sync rules (requestContext.ts), the 5 MB request limit of Excel on the web when installed with it, and
// Excel's own checks (sheet and table names, value dimensions, overlapping tables, 32,767 characters a cell).
// This module is the namespace (Excel.run) and its request context; the proxy objects are in excelWorkbook.ts,
// excelWorksheets.ts, excelRange.ts (+ excelRangeFormat.ts), excelTables.ts and excelShapes.ts.
import type { ExcelWorkbookModel } from "./excelModel";
import type { SheetModel } from "./excelModelTypes";
import { WorkbookDouble } from "./excelWorkbook";
import { WorksheetDouble } from "./excelWorksheets";
import { RequestContextDouble, type SyncStats } from "./requestContext";

export class ExcelRequestContextDouble extends RequestContextDouble {
  readonly workbook: WorkbookDouble;
  constructor(
    readonly model: ExcelWorkbookModel,
    stats: SyncStats,
    requestLimitBytes: number | null,
  ) {
    super(stats, () => model.notify(), requestLimitBytes);
    this.workbook = new WorkbookDouble(this);
  }

  /**
   * A worksheet proxy (range.worksheet, table.worksheet). Made here because excelWorksheets.ts imports the
   * range and table modules: they reach worksheets through their context instead of importing it back.
   */
  worksheet(find: () => SheetModel | null): WorksheetDouble {
    return new WorksheetDouble(this, find);
  }
}

export interface ExcelNamespaceDouble {
  run<T>(batch: (context: ExcelRequestContextDouble) => Promise<T>): Promise<T>;
}

export function createExcelNamespace(
  model: ExcelWorkbookModel,
  stats: SyncStats,
  requestLimitBytes: number | null = null,
): ExcelNamespaceDouble {
  return { run: async (batch) => batch(new ExcelRequestContextDouble(model, stats, requestLimitBytes)) };
}
