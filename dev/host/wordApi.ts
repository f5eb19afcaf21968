// A double of the part of the Word JavaScript API the add-in calls, over WordDocumentModel, with Office's
// load/sync rules (requestContext.ts). Grow it alongside src/office: every Word call the add-in makes must
// exist here, or the preview and the end-to-end tests cannot run it.
//
// Objects find their target in the model at sync time. Ranges hold references to blocks (not indexes), so a
// range made early in a batch still points at the same text after later operations insert blocks before it.
import { readDocx, base64ToBytes } from "./officeFiles";
import {
  ClientObjectDouble,
  ClientResultDouble,
  CollectionDouble,
  Ref,
  RequestContextDouble,
  RichApiErrorDouble,
  type SyncStats,
} from "./requestContext";
import {
  builtInStyleOf,
  paragraph as newParagraph,
  styleDisplayName,
  type Block,
  type ParagraphBlock,
  type TableBlock,
  type TextRange,
  type WordDocumentModel,
} from "./wordModel";

type InsertLocation = "Replace" | "Start" | "End" | "Before" | "After";
type RangeLocation = "Whole" | "Start" | "End" | "Before" | "After" | "Content";

interface Anchor {
  block: Block;
  offset: number;
}

export class WordRequestContextDouble extends RequestContextDouble {
  readonly document: DocumentDouble;
  constructor(
    readonly model: WordDocumentModel,
    stats: SyncStats,
  ) {
    super(stats, () => model.notify());
    this.document = new DocumentDouble(this);
  }

  /** Index of a block still in the document; Office's error when it was deleted. */
  indexOf(block: Block): number {
    const index = this.model.blocks.indexOf(block);
    if (index < 0) throw new RichApiErrorDouble("ItemNotFound", "The object no longer exists in the document.");
    return index;
  }

  /** A resolver that keeps pointing at the same text while blocks are inserted elsewhere. */
  anchored(range: TextRange): () => TextRange {
    const start = this.anchor(range.start.paragraph, range.start.offset);
    const end = this.anchor(range.end.paragraph, range.end.offset);
    return () => ({
      start: { paragraph: this.indexOf(start.block), offset: start.offset },
      end: { paragraph: this.indexOf(end.block), offset: end.offset },
    });
  }

  private anchor(index: number, offset: number): Anchor {
    const block = this.model.blocks[index];
    if (!block) throw new Error(`No block ${index}`);
    return { block, offset };
  }

  /** Inserts blocks before `index`, inside `controls`; returns the range they cover. */
  place(blocks: Block[], index: number, controls: readonly number[]): () => TextRange {
    if (blocks.length === 0) blocks = [newParagraph("")];
    for (const b of blocks) b.controls = [...controls, ...b.controls];
    this.model.insertBlocks(index, blocks);
    const first = blocks[0] as Block;
    const last = blocks[blocks.length - 1] as Block;
    return () => {
      const end = this.indexOf(last);
      return { start: { paragraph: this.indexOf(first), offset: 0 }, end: { paragraph: end, offset: this.model.lengthOf(end) } };
    };
  }
}

function cloneRange(range: TextRange): TextRange {
  return { start: { ...range.start }, end: { ...range.end } };
}

function blocksIn(model: WordDocumentModel, range: TextRange): Block[] {
  return model.blocks.slice(range.start.paragraph, range.end.paragraph + 1);
}

function tableBlock(rowCount: number, columnCount: number, values: string[][] | undefined): TableBlock {
  if (values && (values.length !== rowCount || values.some((r) => r.length !== columnCount)))
    throw new RichApiErrorDouble("InvalidArgument", "The table values do not match the row and column counts.");
  const rows = Array.from({ length: rowCount }, (_, r) => Array.from({ length: columnCount }, (_, c) => String(values?.[r]?.[c] ?? "")));
  return { kind: "table", rows, headerRowCount: 0, style: "TableGrid", controls: [] };
}

/** What every range-like object (body, range, paragraph, content control) can do. */
abstract class RangeLikeDouble extends ClientObjectDouble {
  protected readonly scalarProperties: readonly string[] = ["text", "isEmpty", "style", "styleBuiltIn"];
  constructor(
    protected readonly ctx: WordRequestContextDouble,
    /** The current extent in the model (evaluated at sync time). */
    readonly resolve: () => TextRange,
  ) {
    super(ctx);
  }

  protected snapshot(property: string): unknown {
    const range = this.resolve();
    const model = this.ctx.model;
    switch (property) {
      case "text":
        return model.textOf(range);
      case "isEmpty":
        return range.start.paragraph === range.end.paragraph && range.start.offset === range.end.offset;
      case "style":
      case "styleBuiltIn": {
        const first = model.blocks[range.start.paragraph];
        const builtIn = first?.kind === "paragraph" ? first.style : "Normal";
        return property === "style" ? styleDisplayName(builtIn) : builtIn;
      }
      default:
        return undefined;
    }
  }

  get text(): string {
    return this.loaded("text");
  }
  get isEmpty(): boolean {
    return this.loaded("isEmpty");
  }
  get style(): string {
    return this.loaded("style");
  }
  set style(name: string) {
    this.write("style", name, () => this.applyStyle(builtInStyleOf(name)));
  }
  get styleBuiltIn(): string {
    return this.loaded("styleBuiltIn");
  }
  set styleBuiltIn(name: string) {
    this.write("styleBuiltIn", name, () => this.applyStyle(name));
  }

  private applyStyle(builtIn: string): void {
    for (const block of blocksIn(this.ctx.model, this.resolve())) if (block.kind === "paragraph") block.style = builtIn;
  }

  /** Where blocks go for an insert location: the index before which they go and the controls around them. */
  protected blockSlot(location: InsertLocation): { index: number; controls: number[] } {
    const range = this.resolve();
    const model = this.ctx.model;
    if (location === "Before" || location === "Start") {
      return { index: range.start.paragraph, controls: [...(model.blocks[range.start.paragraph]?.controls ?? [])] };
    }
    return { index: range.end.paragraph + 1, controls: [...(model.blocks[range.end.paragraph]?.controls ?? [])] };
  }

  /** The position text goes to for an insert location (after deleting the range for "Replace"). */
  protected textPosition(location: InsertLocation): TextRange["start"] {
    const range = this.resolve();
    if (location === "Replace") return this.ctx.model.deleteRange(range);
    return location === "Start" || location === "Before" ? range.start : range.end;
  }

  insertText(text: string, location: InsertLocation): RangeDouble {
    const result = new Ref<() => TextRange>();
    this.ctx.enqueue({ method: "insertText", text, location }, () => {
      const model = this.ctx.model;
      const inserted = model.insertText(this.textPosition(location), text);
      result.set(this.ctx.anchored(inserted));
      // Like typing, the cursor ends up after the inserted text (a simplification of Word's behaviour).
      model.selection = { start: inserted.end, end: inserted.end };
    });
    return new RangeDouble(this.ctx, () => result.get()());
  }

  insertParagraph(text: string, location: InsertLocation): ParagraphDouble {
    const block = newParagraph("");
    this.ctx.enqueue({ method: "insertParagraph", text, location }, () => {
      if (location === "Replace") throw new RichApiErrorDouble("InvalidArgument", "insertParagraph does not take Replace.");
      const slot = this.blockSlot(location);
      // A new paragraph takes the style of the paragraph it is inserted next to, as in Word.
      const neighbour = this.ctx.model.blocks[location === "Before" || location === "Start" ? slot.index : slot.index - 1];
      block.style = neighbour?.kind === "paragraph" ? neighbour.style : "Normal";
      const lines = text.split(/\r\n|\r|\n/);
      block.text = lines[0] ?? "";
      const rest = lines.slice(1).map((line) => newParagraph(line, block.style));
      this.ctx.place([block, ...rest], slot.index, slot.controls);
    });
    return new ParagraphDouble(this.ctx, block);
  }

  insertTable(rowCount: number, columnCount: number, location: InsertLocation, values?: string[][]): TableDouble {
    const block = tableBlock(rowCount, columnCount, values);
    this.ctx.enqueue({ method: "insertTable", rowCount, columnCount, location, values }, () => {
      const slot = this.blockSlot(location);
      this.ctx.place([block], slot.index, slot.controls);
    });
    return new TableDouble(this.ctx, block);
  }

  insertBreak(breakType: string, location: InsertLocation): void {
    this.ctx.enqueue({ method: "insertBreak", breakType, location }, () => {
      if (breakType !== "Page") throw new Error(`The double only implements page breaks, not '${breakType}'.`);
      const slot = this.blockSlot(location);
      this.ctx.place([{ kind: "pageBreak", controls: [] }], slot.index, slot.controls);
    });
  }

  /** Wraps the paragraphs the range touches in a (block-level) rich text content control. */
  insertContentControl(): ContentControlDouble {
    const id = this.ctx.model.newId();
    this.ctx.enqueue({ method: "insertContentControl" }, () => {
      const model = this.ctx.model;
      model.contentControls.set(id, { id, tag: "", title: "", appearance: "BoundingBox" });
      for (const block of blocksIn(model, this.resolve())) block.controls.push(id);
    });
    return new ContentControlDouble(this.ctx, id);
  }

  insertFileFromBase64(base64File: string, location: InsertLocation): RangeDouble {
    const result = new Ref<() => TextRange>();
    this.ctx.enqueue({ method: "insertFileFromBase64", base64File, location }, async () => {
      let blocks: Block[];
      try {
        blocks = await readDocx(base64ToBytes(base64File));
      } catch {
        throw new RichApiErrorDouble("InvalidArgument", "The file could not be inserted: it is not a valid Word document.");
      }
      result.set(this.placeFile(blocks, location));
    });
    return new RangeDouble(this.ctx, () => result.get()());
  }

  protected placeFile(blocks: Block[], location: InsertLocation): () => TextRange {
    const model = this.ctx.model;
    if (location === "Replace") {
      const at = model.deleteRange(this.resolve());
      const host = model.blocks[at.paragraph];
      if (host?.kind === "paragraph" && host.text === "") {
        model.blocks.splice(at.paragraph, 1);
        return this.ctx.place(blocks, at.paragraph, host.controls);
      }
      return this.ctx.place(blocks, at.paragraph + 1, host?.controls ?? []);
    }
    const slot = this.blockSlot(location);
    return this.ctx.place(blocks, slot.index, slot.controls);
  }

  delete(): void {
    this.ctx.enqueue({ method: "delete" }, () => {
      this.ctx.model.deleteRange(this.resolve());
    });
  }

  getRange(location: RangeLocation = "Whole"): RangeDouble {
    return new RangeDouble(this.ctx, () => {
      const range = this.resolve();
      if (location === "Start" || location === "Before") return { start: range.start, end: range.start };
      if (location === "End" || location === "After") return { start: range.end, end: range.end };
      return range;
    });
  }

  /** Moves the selection to this range. */
  select(): void {
    this.ctx.enqueue({ method: "select" }, () => {
      this.ctx.model.selection = cloneRange(this.resolve());
    });
  }

  get paragraphs(): ParagraphCollectionDouble {
    return new ParagraphCollectionDouble(this.ctx, () => blocksIn(this.ctx.model, this.resolve()));
  }

  get tables(): TableCollectionDouble {
    return new TableCollectionDouble(this.ctx, () => blocksIn(this.ctx.model, this.resolve()));
  }

  get inlinePictures(): InlinePictureCollectionDouble {
    return new InlinePictureCollectionDouble(this.ctx, () => blocksIn(this.ctx.model, this.resolve()));
  }

  /** The innermost content control around the start of the range, as a null object when there is none. */
  get parentContentControlOrNullObject(): ContentControlDouble {
    const ref = new Ref<number | null>();
    this.ctx.enqueue({ method: "parentContentControlOrNullObject" }, () => {
      const block = this.ctx.model.blocks[this.resolve().start.paragraph];
      ref.set(block?.controls[block.controls.length - 1] ?? null);
    });
    return new ContentControlDouble(this.ctx, ref).trackNull();
  }

  get contentControls(): ContentControlCollectionDouble {
    return new ContentControlCollectionDouble(this.ctx, () => {
      const ids = new Set(blocksIn(this.ctx.model, this.resolve()).flatMap((b) => b.controls));
      return [...ids];
    });
  }
}

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

export class RangeDouble extends RangeLikeDouble {}

function blockTarget<B>(block: B | Ref<B | null>): B | null {
  return block instanceof Ref ? block.get() : block;
}

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

/** A collection whose items are found among some blocks at sync time. */
abstract class BlockCollectionDouble<T extends ClientObjectDouble, B extends Block> extends CollectionDouble<T> {
  constructor(
    protected readonly ctx: WordRequestContextDouble,
    private readonly blocks: () => Block[],
  ) {
    super(ctx);
  }
  protected abstract accepts(block: Block): block is B;
  protected abstract wrap(block: B | Ref<B | null>): T;
  protected matching(): B[] {
    return this.blocks().filter((b): b is B => this.accepts(b));
  }
  protected currentItems(): T[] {
    return this.matching().map((b) => this.wrap(b));
  }
  private pick(which: "first" | "last", orNull: boolean): T {
    const ref = new Ref<B | null>();
    this.ctx.enqueue({ method: which === "first" ? "getFirst" : "getLast", orNull }, () => {
      const items = this.matching();
      const hit = (which === "first" ? items[0] : items[items.length - 1]) ?? null;
      if (hit === null && !orNull) throw new RichApiErrorDouble("ItemNotFound", "The collection is empty.");
      ref.set(hit);
    });
    const item = this.wrap(ref);
    return orNull ? item.trackNull() : item;
  }
  getFirst(): T {
    return this.pick("first", false);
  }
  getLast(): T {
    return this.pick("last", false);
  }
  getFirstOrNullObject(): T {
    return this.pick("first", true);
  }
  getLastOrNullObject(): T {
    return this.pick("last", true);
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

export class TableCollectionDouble extends BlockCollectionDouble<TableDouble, TableBlock> {
  protected accepts(block: Block): block is TableBlock {
    return block.kind === "table";
  }
  protected wrap(block: TableBlock | Ref<TableBlock | null>): TableDouble {
    if (block instanceof Ref) throw new Error("The double does not implement getFirst on tables.");
    return new TableDouble(this.ctx, block);
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

export interface WordNamespaceDouble {
  run<T>(batch: (context: WordRequestContextDouble) => Promise<T>): Promise<T>;
  InsertLocation: Record<"replace" | "start" | "end" | "before" | "after", InsertLocation>;
}

export function createWordNamespace(model: WordDocumentModel, stats: SyncStats): WordNamespaceDouble {
  return {
    run: async (batch) => batch(new WordRequestContextDouble(model, stats)),
    InsertLocation: { replace: "Replace", start: "Start", end: "End", before: "Before", after: "After" },
  };
}
