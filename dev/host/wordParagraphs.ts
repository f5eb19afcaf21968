// Paragraphs of the Word double: a paragraph is a range over one paragraph block (found again at sync time,
// wherever inserts moved it), and range.paragraphs lists them.
import type { WordRequestContextDouble } from "./wordApi";
import { BlockCollectionDouble, blockTarget } from "./wordBlockCollection";
import type { Block, ParagraphBlock, TextRange } from "./wordModel";
import { RangeLikeDouble } from "./wordRange";
import { RichApiErrorDouble, type Ref } from "./requestContext";

function paragraphResolver(ctx: WordRequestContextDouble, block: Block | Ref<Block | null>): () => TextRange {
  return () => {
    const b = blockTarget(block);
    if (!b) throw new RichApiErrorDouble("ItemNotFound", "The paragraph does not exist.");
    const index = ctx.indexOf(b);
    return { start: { paragraph: index, offset: 0 }, end: { paragraph: index, offset: ctx.model.lengthOf(index) } };
  };
}

const BASIC = ["text", "isEmpty", "style", "styleBuiltIn"];

export class ParagraphDouble extends RangeLikeDouble {
  protected override readonly scalarProperties: readonly string[] = [...BASIC, "tableNestingLevel"];
  constructor(
    ctx: WordRequestContextDouble,
    private readonly block: Block | Ref<Block | null>,
  ) {
    super(ctx, paragraphResolver(ctx, block));
  }
  private newer(): boolean {
    return this.ctx.model.supports("WordApi", "1.3");
  }
  /** A load of everything takes tableNestingLevel only where Word has it; named on an older Word, the sync fails. */
  override load(option?: Parameters<RangeLikeDouble["load"]>[0]): this {
    return super.load(option ?? (this.newer() ? undefined : BASIC));
  }
  override loadNow(names?: readonly string[]): void {
    super.loadNow(names ?? (this.newer() ? undefined : BASIC));
  }
  protected override snapshot(property: string): unknown {
    if (property !== "tableNestingLevel") return super.snapshot(property);
    if (!this.newer()) throw new RichApiErrorDouble("InvalidArgument", "The property 'tableNestingLevel' needs WordApi 1.3.");
    // The double's tables are blocks of their own: a paragraph is never inside one.
    return 0;
  }
  /** Paragraph.tableNestingLevel (WordApi 1.3): 0 outside tables. */
  get tableNestingLevel(): number {
    return this.loaded("tableNestingLevel");
  }
  protected override isNull(): boolean {
    return blockTarget(this.block) === null;
  }
}

export class ParagraphCollectionDouble extends BlockCollectionDouble<ParagraphDouble, ParagraphBlock> {
  protected accepts(block: Block): block is ParagraphBlock {
    return block.kind === "paragraph";
  }
  protected wrap(block: ParagraphBlock | Ref<ParagraphBlock | null>): ParagraphDouble {
    return new ParagraphDouble(this.ctx, block as Block | Ref<Block | null>);
  }
}
