// The in-memory Word document behind the Word double: a list of paragraphs and a selection. The preview
// draws it; tests read it. Positions are (paragraph index, character offset).

export interface ParagraphModel {
  text: string;
  style: string;
}

export interface Position {
  paragraph: number;
  offset: number;
}

export interface TextRange {
  start: Position;
  end: Position;
}

export class WordDocumentModel {
  paragraphs: ParagraphModel[] = [{ text: "", style: "Normal" }];
  selection: TextRange = { start: { paragraph: 0, offset: 0 }, end: { paragraph: 0, offset: 0 } };
  private readonly listeners = new Set<() => void>();

  /** Replaces the whole document, e.g. to set up a test; the cursor goes to the end. */
  reset(paragraphs: readonly string[] = [""]): void {
    this.paragraphs = (paragraphs.length > 0 ? paragraphs : [""]).map((text) => ({ text, style: "Normal" }));
    const end = this.endPosition();
    this.selection = { start: end, end };
    this.notify();
  }

  /** Places the selection (collapsed when `end` is omitted). */
  select(start: Position, end: Position = start): void {
    this.selection = { start, end };
    this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  endPosition(): Position {
    const last = this.paragraphs.length - 1;
    return { paragraph: last, offset: this.paragraphs[last]?.text.length ?? 0 };
  }

  wholeBody(): TextRange {
    return { start: { paragraph: 0, offset: 0 }, end: this.endPosition() };
  }

  /** Text of a range, paragraphs separated by "\r" as Word's Range.text does. */
  textOf(range: TextRange): string {
    const parts: string[] = [];
    for (let p = range.start.paragraph; p <= range.end.paragraph; p++) {
      const text = this.paragraphs[p]?.text ?? "";
      const from = p === range.start.paragraph ? range.start.offset : 0;
      const to = p === range.end.paragraph ? range.end.offset : text.length;
      parts.push(text.slice(from, to));
    }
    return parts.join("\r");
  }

  deleteRange(range: TextRange): Position {
    const first = this.paragraphs[range.start.paragraph];
    const last = this.paragraphs[range.end.paragraph];
    if (!first || !last) return range.start;
    first.text = first.text.slice(0, range.start.offset) + last.text.slice(range.end.offset);
    this.paragraphs.splice(range.start.paragraph + 1, range.end.paragraph - range.start.paragraph);
    return range.start;
  }

  /**
   * Inserts text at a position; "\n" or "\r" starts a new paragraph (as in Word, where inserted line
   * breaks become paragraph marks). Returns the range the new text covers.
   */
  insertText(at: Position, text: string): TextRange {
    const lines = text.split(/\r\n|\r|\n/);
    const target = this.paragraphs[at.paragraph];
    if (!target) throw new Error(`No paragraph ${at.paragraph}`);
    const before = target.text.slice(0, at.offset);
    const after = target.text.slice(at.offset);
    if (lines.length === 1) {
      target.text = before + text + after;
      return { start: at, end: { paragraph: at.paragraph, offset: at.offset + text.length } };
    }
    target.text = before + (lines[0] ?? "");
    const middle = lines.slice(1).map((line) => ({ text: line, style: target.style }));
    const lastIndex = at.paragraph + middle.length;
    const lastLength = lines[lines.length - 1]?.length ?? 0;
    const lastParagraph = middle[middle.length - 1];
    if (lastParagraph) lastParagraph.text += after;
    this.paragraphs.splice(at.paragraph + 1, 0, ...middle);
    return { start: at, end: { paragraph: lastIndex, offset: lastLength } };
  }
}
