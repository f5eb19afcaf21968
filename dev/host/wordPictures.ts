// Inline pictures of the Word double (range.inlinePictures): a picture's alt text, format and the base64 of
// its image, so the add-in can read a picture the user selected in the document.
import type { WordRequestContextDouble } from "./wordApi";
import { BlockCollectionDouble, blockTarget } from "./wordBlockCollection";
import type { Block, ParagraphBlock } from "./wordModel";
import { ClientObjectDouble, ClientResultDouble, RichApiErrorDouble, type Ref } from "./requestContext";

export class InlinePictureDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["altTextTitle", "imageFormat"] as const;
  constructor(
    private readonly ctx: WordRequestContextDouble,
    private readonly block: ParagraphBlock | Ref<ParagraphBlock | null>,
  ) {
    super(ctx);
  }
  private target(): ParagraphBlock | null {
    return blockTarget(this.block);
  }
  protected override isNull(): boolean {
    return this.target() === null;
  }
  protected snapshot(property: string): unknown {
    const picture = this.target()?.picture;
    if (property === "altTextTitle") return picture?.altText ?? "";
    return "Png";
  }
  getBase64ImageSrc(): ClientResultDouble<string> {
    const result = new ClientResultDouble<string>();
    this.ctx.enqueue({ method: "getBase64ImageSrc" }, () => {
      const picture = this.target()?.picture;
      if (!picture) throw new RichApiErrorDouble("ItemNotFound", "The picture does not exist.");
      result.resolve(picture.base64);
    });
    return result;
  }
}

export class InlinePictureCollectionDouble extends BlockCollectionDouble<InlinePictureDouble, ParagraphBlock> {
  protected accepts(block: Block): block is ParagraphBlock {
    return block.kind === "paragraph" && block.picture !== undefined;
  }
  protected wrap(block: ParagraphBlock | Ref<ParagraphBlock | null>): InlinePictureDouble {
    return new InlinePictureDouble(this.ctx, block);
  }
}
