// The document of the Word double (context.document): its body, which always spans the whole document, and
// the selection. Inserting a file into the body replaces an empty document rather than adding to it, as Word does.
import type { InsertLocation, WordRequestContextDouble } from "./wordApi";
import type { ContentControlCollectionDouble } from "./wordContentControls";
import type { Block, TextRange } from "./wordModel";
import { cloneRange, RangeDouble, RangeLikeDouble } from "./wordRange";
import { ClientObjectDouble, Ref } from "./requestContext";
import { SettingCollectionDouble } from "./documentSettings";

export class DocumentDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  readonly body: BodyDouble;
  constructor(private readonly ctx: WordRequestContextDouble) {
    super(ctx);
    this.body = new BodyDouble(ctx);
  }
  protected snapshot(): unknown {
    return undefined;
  }
  getSelection(): RangeDouble {
    const ref = new Ref<() => TextRange>();
    this.ctx.enqueue({ method: "getSelection" }, () => ref.set(this.ctx.anchored(cloneRange(this.ctx.model.selection))));
    return new RangeDouble(this.ctx, () => ref.get()());
  }
  get contentControls(): ContentControlCollectionDouble {
    return this.body.contentControls;
  }
  /** Document.settings: WordApi 1.4. An older Word has no such property. */
  get settings(): SettingCollectionDouble {
    if (!this.ctx.model.supports("WordApi", "1.4"))
      throw new TypeError("Cannot read properties of undefined: document.settings needs WordApi 1.4.");
    return new SettingCollectionDouble(this.ctx, this.ctx.model.settings);
  }
}

/** The body always spans the whole document, whatever happened before. */
export class BodyDouble extends RangeLikeDouble {
  constructor(ctx: WordRequestContextDouble) {
    super(ctx, () => ctx.model.wholeBody());
  }
  protected override blockSlot(location: InsertLocation): { index: number; controls: number[] } {
    if (location === "Start" || location === "Before") return { index: 0, controls: [] };
    return { index: this.ctx.model.blocks.length, controls: [] };
  }
  protected override placeFile(blocks: Block[], location: InsertLocation): () => TextRange {
    const model = this.ctx.model;
    const onlyEmpty = model.blocks.length === 1 && model.blocks[0]?.kind === "paragraph" && model.blocks[0].text === "";
    if (location === "Replace" || onlyEmpty) {
      model.blocks = [];
      model.contentControls.clear();
      const range = this.ctx.place(blocks, 0, []);
      model.selection = { start: model.endPosition(), end: model.endPosition() };
      return range;
    }
    return super.placeFile(blocks, location);
  }
}
