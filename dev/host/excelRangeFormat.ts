// Range.format of the Excel double: bold, wrapped text, fill colour and autofit, queued like every other change. The
// double writes formats but does not read them back (the add-in never does).
import type { CellModel } from "./excelModelTypes";
import type { RangeDouble } from "./excelRange";

export class RangeFormatDouble {
  readonly font: { bold: boolean };
  /** Format.fill: its colour ("#RRGGBB"), and clear() for none. */
  readonly fill: { color: string; clear(): void };
  constructor(private readonly range: RangeDouble) {
    const enqueue = (describe: unknown, change: Partial<Pick<CellModel, "bold" | "wrap" | "fill">>): void => range.change(describe, change);
    this.fill = {
      set color(value: string) {
        if (!/^#[0-9a-f]{6}$/i.test(value)) throw new TypeError(`The double takes fill colours as #RRGGBB, not '${value}'.`);
        enqueue({ set: "format/fill/color", value }, { fill: value.toUpperCase() });
      },
      get color(): string {
        throw new Error("The double does not read formats.");
      },
      clear: () => enqueue({ method: "format/fill/clear" }, { fill: undefined }),
    };
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
