// Workbook of the Excel double (context.workbook): its worksheets, tables and application settings, the
// selected range or picture, and inserting the sheets of an .xlsx file as Excel does (taken names renamed).
import type { ExcelRequestContextDouble } from "./excelApi";
import { ApplicationDouble } from "./excelApplication";
import { ExcelModelError } from "./excelModelTypes";
import { RangeDouble } from "./excelRange";
import { SettingCollectionDouble } from "./excelSettings";
import { ShapeDouble } from "./excelShapes";
import { TableCollectionDouble } from "./excelTables";
import { WorksheetCollectionDouble } from "./excelWorksheets";
import { base64ToBytes, readXlsx } from "./officeFiles";
import { ClientObjectDouble, ClientResultDouble, Ref } from "./requestContext";

export class WorkbookDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  readonly worksheets: WorksheetCollectionDouble;
  readonly tables: TableCollectionDouble;
  /** Excel's settings: its number separators and the system's culture. */
  readonly application: ApplicationDouble;
  /** The add-in's settings kept in the workbook (ExcelApi 1.4). */
  readonly settings: SettingCollectionDouble;
  constructor(private readonly ctx: ExcelRequestContextDouble) {
    super(ctx);
    this.settings = new SettingCollectionDouble(ctx);
    this.worksheets = new WorksheetCollectionDouble(ctx);
    this.tables = new TableCollectionDouble(ctx, null);
    this.application = new ApplicationDouble(ctx, ctx.model);
  }
  protected snapshot(): unknown {
    return undefined;
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
