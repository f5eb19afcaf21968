// Writes a layout of blocks (headings, paragraphs, tables, page breaks) into one tagged content control,
// starting from an empty host paragraph inside it. Only queues Office calls: the caller syncs once.

/**
 * What the writer takes: a layout's blocks as plain data (src/results/layout.ts Block has this shape; the
 * writer knows paragraphs and tables, not what result they came from).
 */
export type WordBlock =
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "paragraphs"; lines: readonly string[] }
  | { kind: "table"; rows: readonly (readonly string[])[]; headerRow: boolean }
  | { kind: "pageBreak" };

type ParagraphStyle = "Normal" | "Heading1" | "Heading2" | "Heading3";
const STYLE_NAMES: Record<ParagraphStyle, string> = {
  Normal: "Normal",
  Heading1: "Heading 1",
  Heading2: "Heading 2",
  Heading3: "Heading 3",
};

/** Tab or line feed inside Word text is fine; a lone CR would start a paragraph, so it is not used. */
function paragraphText(text: string): string {
  return text.replace(/\r/g, "");
}

/** Wraps a range in the add-in's content control: its tag finds the insertion again, its title names it. */
export function wrap(range: Word.Range | Word.Paragraph, options: { tag: string; title: string }): Word.ContentControl {
  const control = range.insertContentControl();
  control.tag = options.tag;
  control.title = options.title;
  control.appearance = "BoundingBox";
  return control;
}

/** Queues the blocks into `control`, whose empty `host` paragraph the first one fills. */
export function writeBlocks(
  host: Word.Paragraph,
  control: Word.ContentControl,
  blocks: readonly WordBlock[],
  modern: boolean,
  /** Without `modern`: whether Word takes English style names (requirements.ts, wordEnglishStyleNames). */
  englishStyleNames = true,
): { paragraphs: number; tables: number } {
  let paragraphs = 0;
  let tables = 0;
  // The host paragraph is inside the control and still empty: the first paragraph written fills it.
  let spare: Word.Paragraph | null = host;
  const style = (p: Word.Paragraph, name: ParagraphStyle): void => {
    if (modern) p.styleBuiltIn = name;
    else if (englishStyleNames) p.style = STYLE_NAMES[name];
  };
  const paragraph = (text: string, name: ParagraphStyle): Word.Paragraph => {
    let p: Word.Paragraph;
    if (spare) {
      p = spare;
      spare = null;
      if (text !== "") p.insertText(paragraphText(text), "Start");
    } else {
      p = control.insertParagraph(paragraphText(text), "End");
    }
    style(p, name);
    paragraphs += 1;
    return p;
  };
  const lines = (all: readonly string[]): void => {
    const [first = "", ...rest] = all;
    const p = paragraph(first, "Normal");
    // One insertText for the rest of the run: "\n" becomes a paragraph mark, each new paragraph takes the
    // style just set on `p`.
    if (rest.length > 0) p.insertText("\n" + rest.map(paragraphText).join("\n"), "End");
    paragraphs += rest.length;
  };
  for (const block of blocks) {
    switch (block.kind) {
      case "heading":
        paragraph(block.text, `Heading${block.level}`);
        break;
      case "paragraphs":
        if (block.lines.length > 0) lines(block.lines);
        break;
      case "table": {
        const columns = block.rows[0]?.length ?? 0;
        if (block.rows.length === 0 || columns === 0) break;
        if (!modern) {
          lines(block.rows.map((row) => row.join("\t")));
          break;
        }
        const values = block.rows.map((row) => row.map(paragraphText));
        const table: Word.Table = spare
          ? spare.insertTable(values.length, columns, "Before", values)
          : control.insertTable(values.length, columns, "End", values);
        if (block.headerRow) table.headerRowCount = 1;
        table.styleBuiltIn = block.headerRow ? "GridTable4_Accent1" : "TableGrid";
        tables += 1;
        break;
      }
      case "pageBreak":
        if (spare) spare.insertBreak("Page", "Before");
        else control.insertBreak("Page", "End");
        break;
    }
  }
  return { paragraphs, tables };
}
