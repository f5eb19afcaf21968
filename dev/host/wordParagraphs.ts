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

export class ParagraphDouble extends RangeLikeDouble {
  constructor(
    ctx: WordRequestContextDouble,
    private readonly block: Block | Ref<Block | null>,
  ) {
    super(ctx, paragraphResolver(ctx, block));
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
