// Writes into Word what src/insert hands it: a layout of blocks (headings, paragraphs, tables, page breaks,
// shaped by src/results/layout.ts) or the service's own .docx, at the cursor, in place of the selection, or at
// the end of the document. Every insertion is wrapped in one rich text content control whose tag names the document and the action
// (tags.ts), so it can be found and replaced later. Whatever the length: two context.sync() calls, one to look
// at where the text goes, one to write it all.
import { t } from "../i18n/messages";
import { base64Size } from "./base64";
import { isSetSupported, wordEnglishStyleNames, wordFileInsertion, wordTables } from "./requirements";
import { isInsertionTag } from "./tags";
import { queueWordSources, type PendingSources, type SourceRecord } from "./sourceStore";
import { queueDoubtsComment } from "./wordDoubts";
import { wrap, writeBlocks, type WordBlock } from "./wordWrite";

export type WordPlacement = "cursor" | "replace" | "end";

export interface WordInsertOptions {
  placement: WordPlacement;
  /** Tag of the content control (insertionTag(documentId, action)). */
  tag: string;
  /** Title of the content control, shown by Word around the insertion. */
  title: string;
  /**
   * What to do when the document already holds insertions with the same tag: "replace" them where the first
   * stood, "add" another (the placement applies), or "ask": write nothing and throw AlreadyInsertedError, so the
   * user can choose. Looked at in the insert's own first sync: a first insertion still takes two syncs.
   */
  earlier?: "ask" | "replace" | "add";
  /**
   * Where it came from, as its record (src/results/provenance wordRecord, made by src/insert): kept in the
   * document under the tag, in the write's own request (Replace keeps one).
   */
  record?: SourceRecord | null;
  /** The words of each flag still open: one comment on the insertion where Word can comment (wordDoubts.ts). */
  doubts?: readonly string[];
}

/** The document already holds this result (`copies` content controls with its tag); nothing was written. */
export class AlreadyInsertedError extends Error {
  override name = "AlreadyInsertedError";
  constructor(readonly copies: number) {
    super(`The document already holds ${copies} insertion(s) of this result.`);
  }
}

export interface WordInsertReport {
  /** Paragraphs written (headings and text lines; null for an inserted .docx, whose count Word does not say). */
  paragraphs: number | null;
  tables: number;
  /** Earlier insertions with the same tag that were replaced. */
  replaced: number;
  /**
   * Where it went when that differs from the placement asked for: right after an earlier insertion the cursor
   * was in, or at the cursor when "in place of the selection" met no selection (null: as asked).
   */
  went: "afterInsertion" | "cursor" | null;
  /** What was done differently because of this Word's limits, in sentences for the task pane. */
  notes: string[];
  /** Flags still open put in a comment on the insertion (0: none given, or this Word cannot comment). */
  commented?: number;
}

/** Word's limit on a file inserted with insertFileFromBase64. */
export const WORD_FILE_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Finds (sync 1) and makes the empty paragraph the insertion starts from. An empty paragraph at the cursor
 * (or at the end) is used as it is; a cursor inside an earlier insertion of the add-in goes after that
 * insertion rather than into it.
 */
async function placeHost(
  context: Word.RequestContext,
  options: WordInsertOptions,
  modern: boolean,
): Promise<{ host: Word.Paragraph; replaced: number; went: WordInsertReport["went"] }> {
  const document = context.document;
  const selection = document.getSelection();
  // Every proxy is made first; what is loaded depends on the placement.
  const selected = document.getSelection().paragraphs;
  const anchor = options.placement === "end" ? document.body.paragraphs.getLast() : document.getSelection().paragraphs.getLast();
  const anchorParent = anchor.parentContentControlOrNullObject;
  const earlier = options.earlier === "replace" || options.earlier === "ask" ? document.contentControls.getByTag(options.tag) : null;
  earlier?.load("items/id");
  if (modern) {
    // isEmpty is a plain property of Range; the rule takes it for a navigation property.
    // eslint-disable-next-line office-addins/no-navigational-load
    selection.load("isEmpty,text");
    anchor.load("text");
    anchorParent.load("tag");
    if (options.placement === "replace") selected.load("items/text");
  }
  if (earlier || modern) await context.sync();

  const previous = earlier?.items ?? [];
  if (options.earlier === "ask" && previous.length > 0) throw new AlreadyInsertedError(previous.length);
  const first = previous[0];
  if (first) {
    const host = first.insertParagraph("", "Before");
    for (const control of previous) control.delete(false);
    return { host, replaced: previous.length, went: null };
  }
  if (!modern) {
    // WordApi 1.1: nothing to inspect, a new paragraph each time.
    if (options.placement === "end") return { host: document.body.insertParagraph("", "End"), replaced: 0, went: null };
    const host = selection.insertParagraph("", options.placement === "replace" ? "Before" : "After");
    if (options.placement === "replace") selection.delete();
    return { host, replaced: 0, went: null };
  }
  if (!anchorParent.isNullObject && isInsertionTag(anchorParent.tag))
    return { host: anchorParent.insertParagraph("", "After"), replaced: 0, went: options.placement === "end" ? null : "afterInsertion" };
  if (options.placement === "replace" && !selection.isEmpty) {
    const paragraphs = selected.items;
    const whole = selection.text.replace(/\r$/, "") === paragraphs.map((p) => p.text).join("\r");
    selection.delete();
    const firstSelected = paragraphs[0];
    if (firstSelected) return { host: whole ? firstSelected : firstSelected.insertParagraph("", "After"), replaced: 0, went: null };
  }
  // "In place of the selection" with nothing selected goes in at the cursor, and says so.
  const went = options.placement === "replace" ? "cursor" : null;
  return { host: anchor.text === "" ? anchor : anchor.insertParagraph("", "After"), replaced: 0, went };
}

function queueSource(context: Word.RequestContext, options: WordInsertOptions): PendingSources | null {
  return options.record ? queueWordSources(context, [options.record]) : null;
}

/** Inserts a layout as one content control. Two syncs whatever its length. */
export async function insertBlocksIntoWord(blocks: readonly WordBlock[], options: WordInsertOptions): Promise<WordInsertReport> {
  const notes: string[] = [];
  const tablesCapability = wordTables();
  const modern = tablesCapability.supported;
  if (!modern && tablesCapability.reason && blocks.some((b) => b.kind === "table" || b.kind === "heading"))
    notes.push(tablesCapability.reason);
  const outcome = await Word.run(async (context) => {
    const placed = await placeHost(context, options, modern);
    const control = wrap(placed.host, options);
    const written = writeBlocks(placed.host, control, blocks, modern, wordEnglishStyleNames());
    const commented = queueDoubtsComment(control, options.doubts ?? []);
    const recorded = queueSource(context, options);
    await context.sync();
    await recorded?.save();
    return { ...written, replaced: placed.replaced, went: placed.went, ...(commented > 0 ? { commented } : {}) };
  });
  return { ...outcome, notes };
}

/** Whether the service's .docx can go in as is here; null when it can, the reason when not. */
export function docxInsertionProblem(base64: string | null): string | null {
  const capability = wordFileInsertion();
  if (!capability.supported) return capability.reason ?? t("results.office.noFileInsert");
  if (base64 !== null && base64Size(base64) > WORD_FILE_LIMIT_BYTES) return t("results.office.docxTooLarge");
  return null;
}

/** Inserts the service's .docx (Base64) as one content control. Two syncs. */
export async function insertDocxIntoWord(base64: string, options: WordInsertOptions): Promise<WordInsertReport> {
  const problem = docxInsertionProblem(base64);
  if (problem) throw new Error(problem);
  const modern = isSetSupported("WordApi", "1.3");
  const { replaced, went } = await Word.run(async (context) => {
    const placed = await placeHost(context, options, modern);
    const range = placed.host.insertFileFromBase64(base64, "Replace");
    wrap(range, options);
    const recorded = queueSource(context, options);
    await context.sync();
    await recorded?.save();
    return placed;
  });
  return { paragraphs: null, tables: 0, replaced, went, notes: [] };
}
