// The in-memory Word document behind the Word double: a list of blocks (paragraphs, tables, page breaks), the
// content controls around runs of blocks, and a selection. The preview draws it; tests read it.
// Positions are (block index, character offset); only paragraphs have characters.
//
// Simplifications, on purpose: a table is one block (its cells hold plain text, the selection never enters
// it); a page break is a block of its own; content controls are block-level (each block lists the ids of the
// controls around it, outermost first); inline pictures are paragraphs holding one picture.
import { DocumentSettingsModel } from "./documentSettings";
import { ChangeNotifier } from "./changeNotifier";
import type { CommentModel } from "./wordComments";

export interface InlinePictureModel {
  id: number;
  /** Base64 of the image file (PNG, JPEG, GIF...), as Word's getBase64ImageSrc returns it. */
  base64: string;
  altText: string;
}

interface BlockBase {
  /** Ids of the content controls containing the block, outermost first. */
  controls: number[];
}

export interface ParagraphBlock extends BlockBase {
  kind: "paragraph";
  text: string;
  /** Built-in style name as Word's `styleBuiltIn` gives it: "Normal", "Heading1", "Title"... */
  style: string;
  picture?: InlinePictureModel;
}

export interface TableBlock extends BlockBase {
  kind: "table";
  rows: string[][];
  headerRowCount: number;
  style: string;
}

export interface PageBreakBlock extends BlockBase {
  kind: "pageBreak";
}

export type Block = ParagraphBlock | TableBlock | PageBreakBlock;

export interface ContentControlModel {
  id: number;
  tag: string;
  title: string;
  appearance: string;
}

export interface Position {
  paragraph: number;
  offset: number;
}

export interface TextRange {
  start: Position;
  end: Position;
}

/** Word's localized style names for the built-in styles the add-in uses (the `style` property). */
const STYLE_NAMES: Record<string, string> = {
  Normal: "Normal",
  Title: "Title",
  Heading1: "Heading 1",
  Heading2: "Heading 2",
  Heading3: "Heading 3",
  Heading4: "Heading 4",
  Caption: "Caption",
  TableGrid: "Table Grid",
  GridTable4_Accent1: "Grid Table 4 - Accent 1",
};

export function styleDisplayName(builtIn: string): string {
  return STYLE_NAMES[builtIn] ?? builtIn;
}

export function builtInStyleOf(name: string): string {
  const hit = Object.entries(STYLE_NAMES).find(([, display]) => display.toLowerCase() === name.toLowerCase());
  return hit ? hit[0] : name.replace(/\s+/g, "");
}

export function paragraph(text: string, style = "Normal", controls: number[] = []): ParagraphBlock {
  return { kind: "paragraph", text, style, controls: [...controls] };
}

export class WordDocumentModel extends ChangeNotifier {
  blocks: Block[] = [paragraph("")];
  contentControls = new Map<number, ContentControlModel>();
  selection: TextRange = { start: { paragraph: 0, offset: 0 }, end: { paragraph: 0, offset: 0 } };
  /** Comments (WordApi 1.4), in the order they were added; one whose blocks are all gone is gone. */
  comments: CommentModel[] = [];
  /** The add-in's settings kept in the file (documentSettings.ts). */
  readonly settings = new DocumentSettingsModel();
  /** The requirement sets this Word supports (set by install.ts; every set in model-only tests). */
  supports: (name: string, version: string) => boolean = () => true;
  private nextId = 1;

  /** Replaces the whole document, e.g. to set up a test; the cursor goes to the end. */
  reset(paragraphs: readonly string[] = [""]): void {
    this.blocks = (paragraphs.length > 0 ? paragraphs : [""]).map((text) => paragraph(text));
    this.contentControls.clear();
    this.comments = [];
    this.settings.clear();
    const end = this.endPosition();
    this.selection = { start: end, end };
    this.notify();
  }

  /** Texts of the paragraphs, in order (tables and page breaks are not paragraphs here). */
  paragraphTexts(): string[] {
    return this.blocks.flatMap((b) => (b.kind === "paragraph" ? [b.text] : []));
  }

  /** Comments on blocks still in the document (a comment goes with the text it was on). */
  liveComments(): CommentModel[] {
    return this.comments.filter((c) => c.blocks.some((b) => this.blocks.includes(b)));
  }

  /** Adds a paragraph holding a picture at the end of the document (tests and the preview's sample). */
  addPicture(base64: string, altText = "Picture"): InlinePictureModel {
    const picture: InlinePictureModel = { id: this.newId(), base64, altText };
    this.blocks.push({ ...paragraph(""), picture });
    this.notify();
    return picture;
  }

  /** Selects a whole block (a picture's paragraph, say). */
  selectBlock(index: number): void {
    const block = this.blocks[index];
    const length = block?.kind === "paragraph" ? block.text.length : 0;
    this.select({ paragraph: index, offset: 0 }, { paragraph: index, offset: length });
  }

  newId(): number {
    return this.nextId++;
  }

  /** Places the selection (collapsed when `end` is omitted). */
  select(start: Position, end: Position = start): void {
    this.selection = { start, end };
    this.notify();
  }

  lengthOf(index: number): number {
    const block = this.blocks[index];
    return block?.kind === "paragraph" ? block.text.length : 0;
  }

  endPosition(): Position {
    const last = this.blocks.length - 1;
    return { paragraph: last, offset: this.lengthOf(last) };
  }

  wholeBody(): TextRange {
    return { start: { paragraph: 0, offset: 0 }, end: this.endPosition() };
  }

  blockRange(index: number): TextRange {
    return { start: { paragraph: index, offset: 0 }, end: { paragraph: index, offset: this.lengthOf(index) } };
  }

  /** First and last block index inside a content control, or null when it is gone. */
  controlSpan(id: number): [number, number] | null {
    let first = -1;
    let last = -1;
    this.blocks.forEach((b, i) => {
      if (b.controls.includes(id)) {
        if (first < 0) first = i;
        last = i;
      }
    });
    return first < 0 ? null : [first, last];
  }

  /** The controls (outermost first) that a new block placed inside control `id` belongs to. */
  controlsInside(id: number): number[] {
    const span = this.controlSpan(id);
    const sample = span ? this.blocks[span[0]] : undefined;
    if (!sample) return [id];
    return sample.controls.slice(0, sample.controls.indexOf(id) + 1);
  }

  /** The controls around control `id`, without it (for blocks placed just before or after it). */
  controlsAround(id: number): number[] {
    return this.controlsInside(id).slice(0, -1);
  }

  /** Text of a range, paragraphs separated by "\r" as Word's Range.text does; tables give their cells. */
  textOf(range: TextRange): string {
    const parts: string[] = [];
    for (let p = range.start.paragraph; p <= range.end.paragraph; p++) {
      const block = this.blocks[p];
      if (!block) continue;
      if (block.kind === "table") {
        parts.push(block.rows.map((r) => r.join("\t")).join("\r"));
        continue;
      }
      if (block.kind === "pageBreak") {
        parts.push("\f");
        continue;
      }
      const from = p === range.start.paragraph ? range.start.offset : 0;
      const to = p === range.end.paragraph ? range.end.offset : block.text.length;
      parts.push(block.text.slice(from, to));
    }
    return parts.join("\r");
  }

  /** Removes a range; paragraphs it spans are merged as Word does. Returns where the range started. */
  deleteRange(range: TextRange): Position {
    const { start, end } = range;
    if (start.paragraph === end.paragraph) {
      const block = this.blocks[start.paragraph];
      if (block?.kind === "paragraph") block.text = block.text.slice(0, start.offset) + block.text.slice(end.offset);
      else if (block && this.blocks.length > 1) {
        this.blocks.splice(start.paragraph, 1);
        return { paragraph: Math.min(start.paragraph, this.blocks.length - 1), offset: 0 };
      }
      return start;
    }
    const first = this.blocks[start.paragraph];
    const last = this.blocks[end.paragraph];
    const tail = last?.kind === "paragraph" ? last.text.slice(end.offset) : "";
    if (first?.kind === "paragraph") {
      first.text = first.text.slice(0, start.offset) + tail;
      this.blocks.splice(start.paragraph + 1, end.paragraph - start.paragraph);
      return start;
    }
    // The range starts on a table or break: everything goes and an empty paragraph keeps the place.
    this.blocks.splice(start.paragraph, end.paragraph - start.paragraph + 1, paragraph(tail, "Normal", first?.controls ?? []));
    return { paragraph: start.paragraph, offset: 0 };
  }

  /**
   * Inserts text at a position; "\n" or "\r" starts a new paragraph (as in Word, where inserted line breaks
   * become paragraph marks) that inherits the style and content controls of the paragraph it splits.
   * Returns the range the new text covers.
   */
  insertText(at: Position, text: string): TextRange {
    let target = this.blocks[at.paragraph];
    if (!target) throw new Error(`No paragraph ${at.paragraph}`);
    if (target.kind !== "paragraph") {
      // Text "at" a table or break goes into a new paragraph after it.
      const added = paragraph("", "Normal", target.controls);
      this.blocks.splice(at.paragraph + 1, 0, added);
      at = { paragraph: at.paragraph + 1, offset: 0 };
      target = added;
    }
    const lines = text.split(/\r\n|\r|\n/);
    const before = target.text.slice(0, at.offset);
    const after = target.text.slice(at.offset);
    if (lines.length === 1) {
      target.text = before + text + after;
      return { start: at, end: { paragraph: at.paragraph, offset: at.offset + text.length } };
    }
    target.text = before + (lines[0] ?? "");
    const style = target.style;
    const controls = target.controls;
    const middle = lines.slice(1).map((line) => paragraph(line, style, controls));
    const lastIndex = at.paragraph + middle.length;
    const lastLength = lines[lines.length - 1]?.length ?? 0;
    const lastParagraph = middle[middle.length - 1];
    if (lastParagraph) lastParagraph.text += after;
    this.blocks.splice(at.paragraph + 1, 0, ...middle);
    return { start: at, end: { paragraph: lastIndex, offset: lastLength } };
  }

  /** Inserts whole blocks before `index`. */
  insertBlocks(index: number, blocks: Block[]): void {
    this.blocks.splice(index, 0, ...blocks);
  }
}
