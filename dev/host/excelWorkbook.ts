// Workbook of the Excel double (context.workbook): its worksheets, tables and application settings, the
// selected range or picture, and inserting the sheets of an .xlsx file as Excel does (taken names renamed).
import type { ExcelRequestContextDouble } from "./excelApi";
import { ApplicationDouble } from "./excelApplication";
import { ExcelModelError } from "./excelModelTypes";
import { RangeDouble } from "./excelRange";
import { ShapeDouble } from "./excelShapes";
import { TableCollectionDouble } from "./excelTables";
import { WorksheetCollectionDouble } from "./excelWorksheets";
import { base64ToBytes, readXlsx } from "./officeFiles";
import { ClientObjectDouble, ClientResultDouble, Ref } from "./requestContext";
import { SettingCollectionDouble } from "./documentSettings";
import { NoteCollectionDouble } from "./excelNotes";

export class WorkbookDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  readonly worksheets: WorksheetCollectionDouble;
  readonly tables: TableCollectionDouble;
  /** Excel's settings: its number separators and the system's culture. */
  readonly application: ApplicationDouble;
  constructor(private readonly ctx: ExcelRequestContextDouble) {
    super(ctx);
    this.worksheets = new WorksheetCollectionDouble(ctx);
    this.tables = new TableCollectionDouble(ctx, null);
    this.application = new ApplicationDouble(ctx, ctx.model);
  }
  protected snapshot(): unknown {
    return undefined;
  }

  /** Workbook.notes: ExcelApi 1.18. */
  get notes(): NoteCollectionDouble {
    if (!this.ctx.model.supports("ExcelApi", "1.18"))
      throw new TypeError("Cannot read properties of undefined: workbook.notes needs ExcelApi 1.18.");
    return new NoteCollectionDouble(this.ctx, "note");
  }

  /** Workbook.comments: ExcelApi 1.10. */
  get comments(): NoteCollectionDouble {
    if (!this.ctx.model.supports("ExcelApi", "1.10"))
      throw new TypeError("Cannot read properties of undefined: workbook.comments needs ExcelApi 1.10.");
    return new NoteCollectionDouble(this.ctx, "comment");
  }

  /** Workbook.settings: ExcelApi 1.4. An older Excel has no such property. */
  get settings(): SettingCollectionDouble {
    if (!this.ctx.model.supports("ExcelApi", "1.4"))
      throw new TypeError("Cannot read properties of undefined: workbook.settings needs ExcelApi 1.4.");
    return new SettingCollectionDouble(this.ctx, this.ctx.model.settings);
  }

  getSelectedRange(): RangeDouble {
    const model = this.ctx.model;
    return new RangeDouble(
      this.ctx,
      () => model.active(),
      () => model.selection,
    );
  }

  getActiveShapeOrNullObject(): ShapeDouble {
    const ref = new Ref<string | null>();
    this.ctx.enqueue({ method: "getActiveShapeOrNullObject" }, () => ref.set(this.ctx.model.activeShapeId));
    return new ShapeDouble(this.ctx, ref).trackNull();
  }

  insertWorksheetsFromBase64(
    base64File: string,
    options?: { positionType?: string; sheetNamesToInsert?: string[] },
  ): ClientResultDouble<string[]> {
    const result = new ClientResultDouble<string[]>();
    this.ctx.enqueue({ method: "insertWorksheetsFromBase64", base64File, options }, async () => {
      let sheets;
      try {
        sheets = await readXlsx(base64ToBytes(base64File));
      } catch {
        throw new ExcelModelError("InvalidArgument", "The file is not a valid Excel workbook.");
      }
      const model = this.ctx.model;
      const wanted = options?.sheetNamesToInsert;
      const ids: string[] = [];
      for (const data of sheets) {
        if (wanted && !wanted.includes(data.name)) continue;
        // Excel renames a sheet whose name is taken: "Sheet1 (2)".
        let name = data.name;
        for (let n = 2; model.sheet(name); n++) name = `${data.name.slice(0, 31 - ` (${n})`.length)} (${n})`;
        const sheet = model.addSheet(name);
        data.cells.forEach((row, r) =>
          row.forEach((text, c) => {
            if (text !== "") model.setText(sheet, r, c, text);
          }),
        );
        ids.push(sheet.id);
      }
      result.resolve(ids);
    });
    return result;
  }
}
