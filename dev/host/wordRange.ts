// What every range-like object of the Word double can do (body, range, paragraph, content control): read its
// text and style, insert text, paragraphs, tables, breaks, files and content controls at a location, delete,
// select, and hand out the paragraphs, tables, pictures and controls inside it.
import type { InsertLocation, RangeLocation, WordRequestContextDouble } from "./wordApi";
import type { ContentControlCollectionDouble, ContentControlDouble } from "./wordContentControls";
import {
  builtInStyleOf,
  paragraph as newParagraph,
  styleDisplayName,
  type Block,
  type TableBlock,
  type TextRange,
  type WordDocumentModel,
} from "./wordModel";
import type { ParagraphCollectionDouble, ParagraphDouble } from "./wordParagraphs";
import type { InlinePictureCollectionDouble } from "./wordPictures";
import type { TableCollectionDouble, TableDouble } from "./wordTables";
import { readDocx, base64ToBytes } from "./officeFiles";
import { CommentDouble, type CommentModel } from "./wordComments";
import { ClientObjectDouble, Ref, RichApiErrorDouble } from "./requestContext";

export function cloneRange(range: TextRange): TextRange {
  return { start: { ...range.start }, end: { ...range.end } };
}

export function blocksIn(model: WordDocumentModel, range: TextRange): Block[] {
  return model.blocks.slice(range.start.paragraph, range.end.paragraph + 1);
}

function tableBlock(rowCount: number, columnCount: number, values: string[][] | undefined): TableBlock {
  if (values && (values.length !== rowCount || values.some((r) => r.length !== columnCount)))
    throw new RichApiErrorDouble("InvalidArgument", "The table values do not match the row and column counts.");
  const rows = Array.from({ length: rowCount }, (_, r) => Array.from({ length: columnCount }, (_, c) => String(values?.[r]?.[c] ?? "")));
  return { kind: "table", rows, headerRowCount: 0, style: "TableGrid", controls: [] };
}

/** What every range-like object (body, range, paragraph, content control) can do. */
export abstract class RangeLikeDouble extends ClientObjectDouble {
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
    return this.ctx.proxies.paragraph(block);
  }

  insertTable(rowCount: number, columnCount: number, location: InsertLocation, values?: string[][]): TableDouble {
    const block = tableBlock(rowCount, columnCount, values);
    this.ctx.enqueue({ method: "insertTable", rowCount, columnCount, location, values }, () => {
      const slot = this.blockSlot(location);
      this.ctx.place([block], slot.index, slot.controls);
    });
    return this.ctx.proxies.table(block);
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
    return this.ctx.proxies.contentControl(id);
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

  /**
   * Range.expandTo (WordApi 1.3): a new range from the earlier start to the later end of both (this one is not
   * changed). An older Word has no such method.
   */
  get expandTo(): (other: RangeLikeDouble) => RangeDouble {
    if (!this.ctx.model.supports("WordApi", "1.3")) throw new TypeError("range.expandTo is not a function (it needs WordApi 1.3).");
    return (other) =>
      new RangeDouble(this.ctx, () => {
        const a = this.resolve();
        const b = other.resolve();
        const before = (x: TextRange["start"], y: TextRange["start"]): boolean =>
          x.paragraph < y.paragraph || (x.paragraph === y.paragraph && x.offset <= y.offset);
        return { start: before(a.start, b.start) ? a.start : b.start, end: before(a.end, b.end) ? b.end : a.end };
      });
  }

  /** Range.insertComment (WordApi 1.4): a comment on the blocks the range covers. An older Word has no such method. */
  get insertComment(): (text: string) => CommentDouble {
    if (!this.ctx.model.supports("WordApi", "1.4")) throw new TypeError("range.insertComment is not a function (it needs WordApi 1.4).");
    return (text) => {
      const comment: CommentModel = { id: this.ctx.model.newId(), content: text, blocks: [] };
      this.ctx.enqueue({ method: "insertComment", text }, () => {
        comment.blocks = blocksIn(this.ctx.model, this.resolve());
        this.ctx.model.comments.push(comment);
      });
      return new CommentDouble(this.ctx, comment);
    };
  }

  /** Moves the selection to this range. */
  select(): void {
    this.ctx.enqueue({ method: "select" }, () => {
      this.ctx.model.selection = cloneRange(this.resolve());
    });
  }

  get paragraphs(): ParagraphCollectionDouble {
    return this.ctx.proxies.paragraphs(() => blocksIn(this.ctx.model, this.resolve()));
  }

  get tables(): TableCollectionDouble {
    return this.ctx.proxies.tables(() => blocksIn(this.ctx.model, this.resolve()));
  }

  get inlinePictures(): InlinePictureCollectionDouble {
    return this.ctx.proxies.inlinePictures(() => blocksIn(this.ctx.model, this.resolve()));
  }

  /** The innermost content control around the start of the range, as a null object when there is none. */
  get parentContentControlOrNullObject(): ContentControlDouble {
    const ref = new Ref<number | null>();
    this.ctx.enqueue({ method: "parentContentControlOrNullObject" }, () => {
      const block = this.ctx.model.blocks[this.resolve().start.paragraph];
      ref.set(block?.controls[block.controls.length - 1] ?? null);
    });
    return this.ctx.proxies.contentControl(ref).trackNull();
  }

  get contentControls(): ContentControlCollectionDouble {
    return this.ctx.proxies.contentControls(() => {
      const ids = new Set(blocksIn(this.ctx.model, this.resolve()).flatMap((b) => b.controls));
      return [...ids];
    });
  }
}

export class RangeDouble extends RangeLikeDouble {}
