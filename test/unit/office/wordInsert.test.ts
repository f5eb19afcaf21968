import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { insertionTag } from "../../../src/office/tags";
import {
  WORD_FILE_LIMIT_BYTES,
  docxInsertionProblem,
  insertBlocksIntoWord,
  insertDocxIntoWord,
  type WordInsertOptions,
} from "../../../src/office/wordInsert";
import { recordsBlocks, tablesBlocks, transcriptBlocks, type Block } from "../../../src/results/layout";
import { recordsFromDetail } from "../../../src/results/records";
import { tablesFromDetail } from "../../../src/results/tables";
import { transcriptFromDetail, withTranslation } from "../../../src/results/transcript";
import { fixtureDetail, fixtureTranslation } from "./fixtures";

const tag = insertionTag("abc123", "transcribe");
const at = (placement: WordInsertOptions["placement"], extra: Partial<WordInsertOptions> = {}): WordInsertOptions => ({
  placement,
  tag,
  title: "Transcript: note.png",
  ...extra,
});
const lines = (...l: string[]): Block[] => [{ kind: "paragraphs", lines: l }];

/** Blocks as short strings: paragraphs as "style:text", tables as "table(r x c)", breaks as "---". */
function shape(host: HostDouble): string[] {
  return host.word.blocks.map((b) =>
    b.kind === "paragraph"
      ? `${b.style === "Normal" ? "" : `${b.style}:`}${b.text}`
      : b.kind === "table"
        ? `table(${b.rows.length}x${b.rows[0]?.length ?? 0}${b.headerRowCount ? ",header" : ""})`
        : "---",
  );
}

function controlled(host: HostDouble): string[] {
  return host.word.blocks.filter((b) => b.controls.length > 0).map((b) => (b.kind === "paragraph" ? b.text : b.kind));
}

describe("Word writer, host double", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Word" });
  });
  afterEach(() => host.uninstall());

  describe("placements", () => {
    it("fills the empty paragraph at the cursor of an empty document", async () => {
      const report = await insertBlocksIntoWord(lines("one", "two"), at("cursor"));
      expect(shape(host)).toEqual(["one", "two"]);
      expect(report).toEqual({ paragraphs: 2, tables: 0, replaced: 0, went: null, notes: [] });
    });
    it("goes after the paragraph holding the cursor, leaving the user's text whole", async () => {
      host.word.reset(["First", "Second"]);
      host.word.select({ paragraph: 0, offset: 2 });
      await insertBlocksIntoWord(lines("new"), at("cursor"));
      expect(shape(host)).toEqual(["First", "new", "Second"]);
    });
    it("replaces a selection of whole paragraphs", async () => {
      host.word.reset(["Keep", "Old one", "Old two", "Keep too"]);
      host.word.select({ paragraph: 1, offset: 0 }, { paragraph: 2, offset: 7 });
      await insertBlocksIntoWord(lines("new"), at("replace"));
      expect(shape(host)).toEqual(["Keep", "new", "Keep too"]);
    });
    it("replaces selected words and puts the result after their paragraph", async () => {
      host.word.reset(["Dear REMOVE Ada"]);
      host.word.select({ paragraph: 0, offset: 5 }, { paragraph: 0, offset: 12 });
      await insertBlocksIntoWord(lines("new"), at("replace"));
      expect(shape(host)).toEqual(["Dear Ada", "new"]);
    });
    it("treats replace with nothing selected as the cursor", async () => {
      host.word.reset(["Text"]);
      await insertBlocksIntoWord(lines("new"), at("replace"));
      expect(shape(host)).toEqual(["Text", "new"]);
    });
    it("appends at the end, using a trailing empty paragraph", async () => {
      host.word.reset(["Intro", ""]);
      host.word.select({ paragraph: 0, offset: 0 });
      await insertBlocksIntoWord(lines("end"), at("end"));
      expect(shape(host)).toEqual(["Intro", "end"]);
      await insertBlocksIntoWord(lines("later"), at("end", { tag: insertionTag("other", "transcribe") }));
      expect(shape(host)).toEqual(["Intro", "end", "later"]);
    });
    it("never nests an insertion inside an earlier one", async () => {
      await insertBlocksIntoWord(lines("first"), at("cursor"));
      host.word.select({ paragraph: 0, offset: 2 });
      await insertBlocksIntoWord(lines("second"), at("cursor", { tag: insertionTag("doc2", "transcribe") }));
      expect(shape(host)).toEqual(["first", "second"]);
      expect(host.word.blocks.map((b) => b.controls.length)).toEqual([1, 1]);
    });
  });

  describe("content controls", () => {
    it("wraps each insertion in one control tagged with the document and action", async () => {
      host.word.reset(["Before"]);
      await insertBlocksIntoWord(lines("a", "b"), at("end"));
      const controls = [...host.word.contentControls.values()];
      expect(controls).toEqual([
        {
          id: expect.any(Number) as number,
          tag: "transcribe-documents:abc123:transcribe",
          title: "Transcript: note.png",
          appearance: "BoundingBox",
        },
      ]);
      expect(controlled(host)).toEqual(["a", "b"]);
    });
    it("replaces an earlier insertion with the same tag where it stands", async () => {
      host.word.reset(["Top", "Bottom"]);
      host.word.select({ paragraph: 0, offset: 3 });
      await insertBlocksIntoWord(lines("old 1", "old 2"), at("cursor"));
      host.word.select({ paragraph: 3, offset: 6 });
      const report = await insertBlocksIntoWord(lines("new"), at("end", { earlier: "replace" }));
      expect(report.replaced).toBe(1);
      expect(shape(host)).toEqual(["Top", "new", "Bottom"]);
      expect(host.word.contentControls.size).toBe(1);
    });
    it("asks (issue 21): a first insertion still takes two syncs; a second writes nothing and says how many copies there are", async () => {
      host.word.reset(["Top"]);
      await insertBlocksIntoWord(lines("one"), at("end", { earlier: "ask" }));
      expect(host.stats.syncCount).toBe(2);
      const before = shape(host);
      await expect(insertBlocksIntoWord(lines("two"), at("end", { earlier: "ask" }))).rejects.toEqual(
        expect.objectContaining({ name: "AlreadyInsertedError", copies: 1 }),
      );
      expect(shape(host)).toEqual(before);
      expect(host.stats.syncCount).toBe(3);
      await insertBlocksIntoWord(lines("two"), at("end", { earlier: "add" }));
      expect(host.word.contentControls.size).toBe(2);
    });
  });

  describe("every result kind", () => {
    it("writes a transcript with page headings, page breaks and the translation after each page", async () => {
      const model = withTranslation(
        transcriptFromDetail(fixtureDetail("handwritten-note", "transcribe")),
        fixtureTranslation("handwritten-note", "fr"),
      );
      await insertBlocksIntoWord(
        transcriptBlocks(model, { headings: true, pageBreaks: true, translation: "after", languageName: () => "French" }),
        at("cursor"),
      );
      expect(shape(host)).toEqual([
        "Heading2:Page 1",
        "Monday 14 March",
        "Call the plumber before noon",
        "Buy milk, eggs and coffee",
        "Pick up Sam at 4:30",
        "Don't forget: dentist on Friday!",
        "Heading3:Translation (French), page 1",
        "Lundi 14 mars",
        "Appeler le plombier avant midi",
        "Acheter du lait, des œufs et du café",
        "Aller chercher Sam à 16 h 30",
        "Ne pas oublier : dentiste vendredi !",
      ]);
    });
    it("puts page breaks between pages and the translation instead of the original", async () => {
      const model = withTranslation(transcriptFromDetail(fixtureDetail("fax-two-pages", "transcribe")), [
        { pageNumber: 1, language: "de", text: "Deckblatt" },
        { pageNumber: 2, language: "de", text: "Danke." },
      ]);
      await insertBlocksIntoWord(transcriptBlocks(model, { headings: false, pageBreaks: true, translation: "instead" }), at("cursor"));
      expect(shape(host)).toEqual(["Deckblatt", "---", "Danke."]);
    });
    it("writes tables as Word tables with header rows, and key/value pairs as a two-column table", async () => {
      await insertBlocksIntoWord(
        tablesBlocks(tablesFromDetail(fixtureDetail("quarterly-report", "tables"))),
        at("cursor", { tag: insertionTag("q", "tables") }),
      );
      expect(shape(host)).toEqual([
        "Heading3:Table 1 (page 1)",
        "table(4x4,header)",
        "Heading3:Table 2 (page 2)",
        "table(4x3,header)",
        "Heading3:Table 3 (page 2)",
        "table(3x2,header)",
        "Heading3:Key/value pairs",
        "table(8x2,header)",
      ]);
      const kv = host.word.blocks[7];
      expect(kv?.kind === "table" ? kv.rows.slice(0, 2) : null).toEqual([
        ["Key", "Value"],
        ["Report date", "2026-03-31"],
      ]);
      expect(controlled(host)).toHaveLength(8);
    });
    it("writes extractor fields as a two-column table, array items one per line", async () => {
      await insertBlocksIntoWord(recordsBlocks(recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"))), at("cursor"));
      const table = host.word.blocks[1];
      expect(table?.kind).toBe("table");
      if (table?.kind !== "table") return;
      expect(table.rows[0]).toEqual(["Field", "Value"]);
      expect(table.rows.find((r) => r[0] === "Expenses")?.[1]).toBe("Train ticket: 64.20\nHotel, 1 night: 118.00\nMeals: 37.50");
    });
    it("keeps markup in service text as text", async () => {
      await insertBlocksIntoWord(lines("<b>not bold</b> & <script>x</script>"), at("cursor"));
      expect(shape(host)).toEqual(["<b>not bold</b> & <script>x</script>"]);
    });
  });

  describe("sync budget", () => {
    it("writes a 300-page transcript with headings and page breaks in at most two syncs", async () => {
      const pages = Array.from({ length: 300 }, (_, p) => ({
        pageNumber: p + 1,
        lines: Array.from({ length: 40 }, (_, l) => `page ${p + 1} line ${l + 1}`),
      }));
      await insertBlocksIntoWord(
        transcriptBlocks({ documentId: "d", fileName: "big.pdf", pages }, { headings: true, pageBreaks: true, translation: "none" }),
        at("end"),
      );
      expect(host.stats.syncCount).toBeLessThanOrEqual(2);
      expect(host.word.paragraphTexts()).toHaveLength(300 * 41);
      expect(host.word.blocks.filter((b) => b.kind === "pageBreak")).toHaveLength(299);
    });
  });

  describe("older Word (WordApi 1.1 only)", () => {
    it("inserts tables as tab-separated lines, headings by style name, and says so", async () => {
      host.uninstall();
      host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.1" } });
      const report = await insertBlocksIntoWord(
        [
          { kind: "heading", level: 3, text: "Table 1" },
          {
            kind: "table",
            rows: [
              ["a", "b"],
              ["1", "2"],
            ],
            headerRow: true,
          },
        ],
        at("cursor"),
      );
      expect(shape(host)).toEqual(["", "Heading3:Table 1", "a\tb", "1\t2"]);
      expect(report.notes[0]).toMatch(/WordApi 1\.3/);
      expect(host.stats.syncCount).toBe(1);
    });

    it("in a Word in another language, leaves headings unstyled rather than name a style it does not know", async () => {
      host.uninstall();
      host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.1" }, displayLanguage: "de-DE" });
      await insertBlocksIntoWord([{ kind: "heading", level: 3, text: "Tabelle 1" }], at("cursor"));
      expect(shape(host)).toEqual(["", "Tabelle 1"]);
    });
  });
});

async function sampleDocx(): Promise<string> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: "note.png", heading: HeadingLevel.TITLE }),
          new Paragraph({ text: "Page 1", heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ children: [new TextRun("Monday 14 March")] }),
          new Table({
            rows: [
              new TableRow({
                children: [new TableCell({ children: [new Paragraph("x")] }), new TableCell({ children: [new Paragraph("y")] })],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return (await Packer.toBuffer(doc)).toString("base64");
}

describe("the service's .docx in Word", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  it("inserts the file at the cursor inside one tagged content control, in two syncs", async () => {
    host = installHostDouble({ host: "Word" });
    host.word.reset(["Above", ""]);
    await insertDocxIntoWord(await sampleDocx(), at("cursor"));
    expect(shape(host)).toEqual(["Above", "Title:note.png", "Heading2:Page 1", "Monday 14 March", "table(1x2)"]);
    expect(controlled(host)).toHaveLength(4);
    expect([...host.word.contentControls.values()][0]?.tag).toBe(tag);
    expect(host.stats.syncCount).toBe(2);
  });
  it("is refused on iPad and over 4 MB, with the reason", async () => {
    host = installHostDouble({ host: "Word", platform: "iOS" });
    expect(docxInsertionProblem(null)).toMatch(/cannot insert the service's \.docx/);
    await expect(insertDocxIntoWord(await sampleDocx(), at("cursor"))).rejects.toThrow(/cannot insert/);
    host.uninstall();
    host = installHostDouble({ host: "Word" });
    expect(docxInsertionProblem(null)).toBeNull();
    expect(docxInsertionProblem("A".repeat(Math.ceil((WORD_FILE_LIMIT_BYTES * 4) / 3) + 8))).toMatch(/4 MB/);
  });
});
