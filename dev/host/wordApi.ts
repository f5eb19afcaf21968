// A double of the part of the Word JavaScript API the add-in calls, over WordDocumentModel, with Office's
// load/sync rules (requestContext.ts). Grow it alongside src/office: every Word call the add-in makes must
// exist here, or the preview and the end-to-end tests cannot run it.
//
// Objects find their target in the model at sync time. Ranges hold references to blocks (not indexes), so a
// range made early in a batch still points at the same text after later operations insert blocks before it.
// This module is the namespace (Word.run) and its request context; the proxy objects are in wordDocument.ts,
// wordRange.ts, wordParagraphs.ts, wordTables.ts, wordContentControls.ts and wordPictures.ts.
import { ContentControlCollectionDouble, ContentControlDouble } from "./wordContentControls";
import { DocumentDouble } from "./wordDocument";
import { paragraph as newParagraph, type Block, type TableBlock, type TextRange, type WordDocumentModel } from "./wordModel";
import { ParagraphCollectionDouble, ParagraphDouble } from "./wordParagraphs";
import { InlinePictureCollectionDouble } from "./wordPictures";
import { TableCollectionDouble, TableDouble } from "./wordTables";
import { RequestContextDouble, RichApiErrorDouble, type Ref, type SyncStats } from "./requestContext";

export type InsertLocation = "Replace" | "Start" | "End" | "Before" | "After";
export type RangeLocation = "Whole" | "Start" | "End" | "Before" | "After" | "Content";

interface Anchor {
  block: Block;
  offset: number;
}

/**
 * Makes the proxy objects a range hands out (its paragraphs, tables, pictures and content controls). The
 * range-like base class (wordRange.ts) reaches them through its context: their modules extend or import it,
 * so it cannot import them.
 */
export interface WordProxies {
  paragraph(block: Block | Ref<Block | null>): ParagraphDouble;
  table(block: TableBlock): TableDouble;
  contentControl(id: number | Ref<number | null>): ContentControlDouble;
  paragraphs(blocks: () => Block[]): ParagraphCollectionDouble;
  tables(blocks: () => Block[]): TableCollectionDouble;
  inlinePictures(blocks: () => Block[]): InlinePictureCollectionDouble;
  contentControls(ids: () => number[]): ContentControlCollectionDouble;
}

export class WordRequestContextDouble extends RequestContextDouble {
  readonly document: DocumentDouble;
  readonly proxies: WordProxies = {
    paragraph: (block) => new ParagraphDouble(this, block),
    table: (block) => new TableDouble(this, block),
    contentControl: (id) => new ContentControlDouble(this, id),
    paragraphs: (blocks) => new ParagraphCollectionDouble(this, blocks),
    tables: (blocks) => new TableCollectionDouble(this, blocks),
    inlinePictures: (blocks) => new InlinePictureCollectionDouble(this, blocks),
    contentControls: (ids) => new ContentControlCollectionDouble(this, ids),
  };
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
