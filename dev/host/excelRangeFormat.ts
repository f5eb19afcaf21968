// Range.format of the Excel double: bold, wrapped text and autofit, queued like every other change. The
// double writes formats but does not read them back (the add-in never does).
import type { CellModel } from "./excelModelTypes";
import type { RangeDouble } from "./excelRange";

export class RangeFormatDouble {
  readonly font: { bold: boolean };
  constructor(private readonly range: RangeDouble) {
    const enqueue = (describe: unknown, change: Partial<Pick<CellModel, "bold" | "wrap">>): void => range.change(describe, change);
    this.font = {
      set bold(value: boolean) {
        enqueue({ set: "format/font/bold", value }, { bold: value });
      },
      get bold(): boolean {
        throw new Error("The double does not read formats.");
      },
    };
  }
  set wrapText(value: boolean) {
    this.range.change({ set: "format/wrapText", value }, { wrap: value });
  }
  autofitColumns(): void {
    this.range.enqueueOnly({ method: "autofitColumns" });
  }
}
