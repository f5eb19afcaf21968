// Many documents into Word in one Word.run, in order, each its own tagged content control (under a heading
// with its file name when asked). It never goes where the user is typing: after the last insertion of this
// batch when that is still in the document, else at the end. At most two syncs for the whole batch: one to
// find that last insertion (none when there is nothing to look for), one to write everything.
import type { Block } from "../results/layout";
import { wordEnglishStyleNames, wordTables } from "./requirements";
import { wrap, writeBlocks } from "./wordWrite";
import { wordRecord, type WordSource } from "../results/provenance/sourceRecord";
import { queueWordSources } from "./sourceStore";
import { queueDoubtsComment } from "./wordDoubts";

export interface WordBatchDocument {
  documentId: string;
  fileName: string;
  blocks: readonly Block[];
  /** Tag and title of its content control (insertionTag(documentId, action)). */
  tag: string;
  title: string;
  /** Where it came from: kept in the document under the tag. */
  source?: WordSource;
  /** The words of each flag still open: a comment on its insertion where Word can comment (wordDoubts.ts). */
  doubts?: readonly string[];
}

export interface WordBatchOptions {
  /** A "File name" heading (Heading 1) at the top of each document's control. */
  fileHeadings: boolean;
  /** The tag of this batch's last insertion: the next ones go after it (when it is still there). */
  afterTag?: string | null;
}

export interface WordBatchReport {
  /** Each document's counts; `commented`: its flags put in a comment (0: none, or this Word cannot comment). */
  documents: { documentId: string; tag: string; paragraphs: number; tables: number; commented: number }[];
  /** Where the batch went: "after the previous insertion" or "at the end of the document". */
  where: "after" | "end";
  notes: string[];
}

export async function insertBatchIntoWord(documents: readonly WordBatchDocument[], options: WordBatchOptions): Promise<WordBatchReport> {
  const notes: string[] = [];
  const capability = wordTables();
  const modern = capability.supported;
  if (!modern && capability.reason && documents.some((d) => d.blocks.some((b) => b.kind === "table" || b.kind === "heading")))
    notes.push(capability.reason);
  return Word.run(async (context) => {
    let previous: Word.ContentControl | null = null;
    if (options.afterTag) {
      const earlier = context.document.contentControls.getByTag(options.afterTag);
      earlier.load("items/id");
      await context.sync();
      previous = earlier.items[earlier.items.length - 1] ?? null;
    }
    const where = previous ? "after" : "end";
    const written = documents.map((doc) => {
      const host: Word.Paragraph = previous ? previous.insertParagraph("", "After") : context.document.body.insertParagraph("", "End");
      const control = wrap(host, doc);
      const blocks: Block[] = options.fileHeadings ? [{ kind: "heading", level: 1, text: doc.fileName }, ...doc.blocks] : [...doc.blocks];
      const counts = writeBlocks(host, control, blocks, modern, wordEnglishStyleNames());
      previous = control;
      const commented = queueDoubtsComment(control, doc.doubts ?? []);
      return { documentId: doc.documentId, tag: doc.tag, ...counts, commented };
    });
    // Every document's source, in the same request: a record per control, so a later Replace of one keeps one.
    const at = new Date().toISOString();
    const records = documents.flatMap((d) => {
      const record = d.source ? wordRecord([{ tag: d.tag, source: d.source }], at) : null;
      return record ? [record] : [];
    });
    const recorded = records.length > 0 ? queueWordSources(context, records) : null;
    await context.sync();
    await recorded?.save();
    return { documents: written, where, notes };
  });
}
