// Content controls of the Word double: a control is a range over the blocks it wraps, with its tag, title and
// appearance; inserts at its start or end stay inside it, Before and After outside; delete with or without
// its content; and the collections (by tag, first or null).
import type { InsertLocation, WordRequestContextDouble } from "./wordApi";
import { paragraph as newParagraph } from "./wordModel";
import { RangeLikeDouble } from "./wordRange";
import { CollectionDouble, Ref, RichApiErrorDouble } from "./requestContext";

function controlIdNow(controlId: number | Ref<number | null>): number {
  const id = controlId instanceof Ref ? controlId.get() : controlId;
  if (id === null) throw new RichApiErrorDouble("ItemNotFound", "The content control does not exist.");
  return id;
}

export class ContentControlDouble extends RangeLikeDouble {
  protected override readonly scalarProperties: readonly string[] = [
    "id",
    "tag",
    "title",
    "appearance",
    "text",
    "isEmpty",
    "style",
    "styleBuiltIn",
  ];
  constructor(
    ctx: WordRequestContextDouble,
    readonly controlId: number | Ref<number | null>,
  ) {
    super(ctx, () => {
      const span = ctx.model.controlSpan(controlIdNow(controlId));
      if (!span) throw new RichApiErrorDouble("ItemNotFound", "The content control does not exist.");
      return { start: { paragraph: span[0], offset: 0 }, end: { paragraph: span[1], offset: ctx.model.lengthOf(span[1]) } };
    });
  }
  private idNow(): number {
    return controlIdNow(this.controlId);
  }
  protected override isNull(): boolean {
    return this.controlId instanceof Ref && this.controlId.get() === null;
  }
  private meta(): { id: number; tag: string; title: string; appearance: string } {
    const meta = this.ctx.model.contentControls.get(this.idNow());
    if (!meta) throw new RichApiErrorDouble("ItemNotFound", "The content control does not exist.");
    return meta;
  }
  protected override snapshot(property: string): unknown {
    if (property === "id" || property === "tag" || property === "title" || property === "appearance") return this.meta()[property];
    return super.snapshot(property);
  }
  get id(): number {
    return this.loaded("id");
  }
  get tag(): string {
    return this.loaded("tag");
  }
  set tag(value: string) {
    this.write("tag", value, () => {
      this.meta().tag = value;
    });
  }
  get title(): string {
    return this.loaded("title");
  }
  set title(value: string) {
    this.write("title", value, () => {
      this.meta().title = value;
    });
  }
  get appearance(): string {
    return this.loaded("appearance");
  }
  set appearance(value: string) {
    this.write("appearance", value, () => {
      this.meta().appearance = value;
    });
  }

  protected override blockSlot(location: InsertLocation): { index: number; controls: number[] } {
    const id = this.idNow();
    const model = this.ctx.model;
    const span = model.controlSpan(id);
    if (!span) throw new RichApiErrorDouble("ItemNotFound", "The content control does not exist.");
    if (location === "Start") return { index: span[0], controls: model.controlsInside(id) };
    if (location === "End" || location === "Replace") return { index: span[1] + 1, controls: model.controlsInside(id) };
    if (location === "Before") return { index: span[0], controls: model.controlsAround(id) };
    return { index: span[1] + 1, controls: model.controlsAround(id) };
  }

  /** Removes the control; with its content unless `keepContent`. */
  override delete(keepContent = false): void {
    this.ctx.enqueue({ method: "deleteContentControl", keepContent }, () => {
      const id = this.idNow();
      const model = this.ctx.model;
      if (keepContent) for (const b of model.blocks) b.controls = b.controls.filter((c) => c !== id);
      else model.blocks = model.blocks.filter((b) => !b.controls.includes(id));
      if (model.blocks.length === 0) model.blocks = [newParagraph("")];
      model.contentControls.delete(id);
      const end = model.endPosition();
      const sel = model.selection;
      if (sel.end.paragraph >= model.blocks.length) model.selection = { start: end, end };
    });
  }
}

export class ContentControlCollectionDouble extends CollectionDouble<ContentControlDouble> {
  constructor(
    private readonly ctx: WordRequestContextDouble,
    private readonly ids: () => number[],
  ) {
    super(ctx);
  }
  protected currentItems(): ContentControlDouble[] {
    return this.ids()
      .filter((id) => this.ctx.model.contentControls.has(id))
      .map((id) => new ContentControlDouble(this.ctx, id));
  }
  getByTag(tag: string): ContentControlCollectionDouble {
    return new ContentControlCollectionDouble(this.ctx, () =>
      this.ids().filter((id) => this.ctx.model.contentControls.get(id)?.tag === tag),
    );
  }
  getFirstOrNullObject(): ContentControlDouble {
    const ref = new Ref<number | null>();
    this.ctx.enqueue({ method: "getFirstOrNullObject" }, () => ref.set((this.currentItems()[0]?.controlId as number | undefined) ?? null));
    return new ContentControlDouble(this.ctx, ref).trackNull();
  }
}
