// Notes (Workbook.notes, ExcelApi 1.18) and comments (Workbook.comments, ExcelApi 1.10) of the Excel double,
// on the model's cells so they move with them. As Excel: one cell an address (a range of many is refused), one
// note or comment a cell, text content only; an Excel without the set has no such property.
import type { ExcelRequestContextDouble } from "./excelApi";
import { parseAddress } from "./excelAddress";
import { ensureCell } from "./excelCells";
import { ExcelModelError, notFound, type CellModel } from "./excelModelTypes";
import { ClientObjectDouble } from "./requestContext";

type Kind = "note" | "comment";

/** The cell at a one-cell address with its sheet ("Sheet1!B2"); Excel's InvalidArgument otherwise. */
function cellAt(ctx: ExcelRequestContextDouble, address: string, create: boolean): CellModel | undefined {
  const b = parseAddress(address);
  if (b.top !== b.bottom || b.left !== b.right) throw new ExcelModelError("InvalidArgument", "A note or comment goes on one cell.");
  const sheet = b.sheet === undefined ? ctx.model.active() : ctx.model.sheet(b.sheet);
  if (!sheet) throw notFound(`sheet of ${address}`);
  return create ? ensureCell(sheet, b.top, b.left) : sheet.cells[b.top]?.[b.left];
}

export class NoteDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["content"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly kind: Kind,
    private readonly address: string,
  ) {
    super(ctx);
  }
  private find(): CellModel | undefined {
    const cell = cellAt(this.ctx, this.address, false);
    return cell?.note?.kind === this.kind ? cell : undefined;
  }
  protected override isNull(): boolean {
    return this.find() === undefined;
  }
  protected snapshot(): unknown {
    const cell = this.find();
    if (!cell?.note) throw notFound(this.kind);
    return cell.note.text;
  }
  get content(): string {
    return this.loaded("content");
  }
  delete(): void {
    this.ctx.enqueue({ method: "delete", kind: this.kind, address: this.address }, () => {
      const cell = this.find();
      if (!cell) throw notFound(this.kind);
      delete cell.note;
    });
  }
}

export class NoteCollectionDouble {
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly kind: Kind,
  ) {}
  add(cellAddress: string, content: string): NoteDouble {
    if (typeof cellAddress !== "string") throw new TypeError("The double takes the cell's address as text (Sheet1!A1).");
    this.ctx.enqueue({ method: "add", kind: this.kind, cellAddress, content }, () => {
      if (typeof content !== "string" || content === "") throw new ExcelModelError("InvalidArgument", "The content must be text.");
      const cell = cellAt(this.ctx, cellAddress, true)!;
      if (cell.note) throw new ExcelModelError("InvalidArgument", "The cell already has a note or comment.");
      cell.note = { kind: this.kind, text: content };
    });
    return new NoteDouble(this.ctx, this.kind, cellAddress);
  }
  getItemOrNullObject(cellAddress: string): NoteDouble {
    return new NoteDouble(this.ctx, this.kind, cellAddress).trackNull();
  }
}
