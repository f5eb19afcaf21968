// Tables of the Word double: a table's values, row count, header rows and built-in style, its range, and
// range.tables. A table is one block of the model (its cells hold plain text).
import type { WordRequestContextDouble } from "./wordApi";
import { BlockCollectionDouble } from "./wordBlockCollection";
import type { Block, TableBlock } from "./wordModel";
import { RangeDouble } from "./wordRange";
import { ClientObjectDouble, Ref } from "./requestContext";

export class TableDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["values", "rowCount", "headerRowCount", "styleBuiltIn"] as const;
  constructor(
    private readonly ctx: WordRequestContextDouble,
    private readonly block: TableBlock,
  ) {
    super(ctx);
  }
  protected snapshot(property: string): unknown {
    this.ctx.indexOf(this.block);
    if (property === "values") return this.block.rows.map((r) => [...r]);
    if (property === "rowCount") return this.block.rows.length;
    if (property === "headerRowCount") return this.block.headerRowCount;
    return this.block.style;
  }
  get values(): string[][] {
    return this.loaded("values");
  }
  get rowCount(): number {
    return this.loaded("rowCount");
  }
  get headerRowCount(): number {
    return this.loaded("headerRowCount");
  }
  set headerRowCount(count: number) {
    this.write("headerRowCount", count, () => {
      this.block.headerRowCount = Math.max(0, Math.min(count, this.block.rows.length));
    });
  }
  get styleBuiltIn(): string {
    return this.loaded("styleBuiltIn");
  }
  set styleBuiltIn(name: string) {
    this.write("styleBuiltIn", name, () => {
      this.block.style = name;
    });
  }
  getRange(): RangeDouble {
    return new RangeDouble(this.ctx, () => {
      const index = this.ctx.indexOf(this.block);
      return { start: { paragraph: index, offset: 0 }, end: { paragraph: index, offset: 0 } };
    });
  }
}

export class TableCollectionDouble extends BlockCollectionDouble<TableDouble, TableBlock> {
  protected accepts(block: Block): block is TableBlock {
    return block.kind === "table";
  }
  protected wrap(block: TableBlock | Ref<TableBlock | null>): TableDouble {
    if (block instanceof Ref) throw new Error("The double does not implement getFirst on tables.");
    return new TableDouble(this.ctx, block);
  }
}
