// The Word writer against office-addin-mock: the calls it queues, in order, and the syncs it makes.
import { insertBlocksIntoWord, insertDocxIntoWord, type WordPlacement } from "../../../src/office/wordInsert";
import { recordsBlocks, tablesBlocks, transcriptBlocks } from "../../../src/results/layout";
import { recordsFromDetail } from "../../../src/results/records";
import { tablesFromDetail } from "../../../src/results/tables";
import { transcriptFromDetail } from "../../../src/results/transcript";
import { fixtureDetail } from "./fixtures";
import { installMock, installRequirements, recorder, uninstallMocks, type Log } from "./recorder";

interface Setup {
  anchorText?: string;
  selectionEmpty?: boolean;
  selectedParagraphs?: string[];
  insideInsertion?: boolean;
}

function wordContext(log: Log, setup: Setup = {}): Record<string, unknown> {
  const parent = recorder("parent", log, {
    isNullObject: !setup.insideInsertion,
    tag: setup.insideInsertion ? "transcribe-documents:old:transcribe" : "",
  });
  const anchor = recorder("anchor", log, { text: setup.anchorText ?? "", parentContentControlOrNullObject: parent });
  const selectedTexts = setup.selectedParagraphs ?? [];
  const items = selectedTexts.map((text, i) => recorder(`selected[${i}]`, log, { text }));
  const paragraphs = recorder("sel.paragraphs", log, { getLast: () => anchor, items });
  const selection = recorder("sel", log, { isEmpty: setup.selectionEmpty ?? true, text: selectedTexts.join("\r"), paragraphs });
  const bodyParagraphs = recorder("body.paragraphs", log, { getLast: () => anchor });
  const body = recorder("body", log, { paragraphs: bodyParagraphs });
  const document = recorder("document", log, {
    getSelection: () => selection,
    body,
    contentControls: recorder("document.contentControls", log),
  });
  return { document };
}

const tag = "transcribe-documents:doc1:transcribe";
const options = (placement: WordPlacement) => ({ placement, tag, title: "Transcript: note.png" });

describe("Word writer, office-addin-mock", () => {
  let log: Log;
  beforeEach(() => {
    log = [];
    installRequirements({ WordApi: "1.5" });
  });
  afterEach(uninstallMocks);

  it("at the cursor: fills an empty paragraph, wraps it in a tagged control, one insertText per run of lines, two syncs", async () => {
    const sync = installMock("Word", wordContext(log));
    const model = transcriptFromDetail(fixtureDetail("fax-two-pages", "transcribe"));
    await insertBlocksIntoWord(transcriptBlocks(model, { headings: true, pageBreaks: true, translation: "none" }), options("cursor"));
    expect(sync).toHaveBeenCalledTimes(2);
    expect(log).toEqual([
      "anchor.insertContentControl()",
      `anchor.insertContentControl().tag = "${tag}"`,
      'anchor.insertContentControl().title = "Transcript: note.png"',
      'anchor.insertContentControl().appearance = "BoundingBox"',
      'anchor.insertText("Page 1", "Start")',
      'anchor.styleBuiltIn = "Heading2"',
      'anchor.insertContentControl().insertParagraph("Fax cover sheet", "End")',
      'anchor.insertContentControl().insertParagraph().styleBuiltIn = "Normal"',
      'anchor.insertContentControl().insertParagraph().insertText("\\nTo: Records office\\nFrom: Harbor Clinic\\nPages: 2", "End")',
      'anchor.insertContentControl().insertBreak("Page", "End")',
      'anchor.insertContentControl().insertParagraph("Page 2", "End")',
      'anchor.insertContentControl().insertParagraph().styleBuiltIn = "Heading2"',
      'anchor.insertContentControl().insertParagraph("Please file the attached intake form.", "End")',
      'anchor.insertContentControl().insertParagraph().styleBuiltIn = "Normal"',
      'anchor.insertContentControl().insertParagraph().insertText("\\nThank you.", "End")',
    ]);
  });

  it("at the cursor in a non-empty paragraph: a new paragraph after it", async () => {
    installMock("Word", wordContext(log, { anchorText: "Dear Ada," }));
    await insertBlocksIntoWord([{ kind: "paragraphs", lines: ["x"] }], options("cursor"));
    expect(log[0]).toBe('anchor.insertParagraph("", "After")');
    expect(log[1]).toBe("anchor.insertParagraph().insertContentControl()");
  });

  it("at the cursor inside an earlier insertion: after that insertion", async () => {
    installMock("Word", wordContext(log, { anchorText: "old", insideInsertion: true }));
    await insertBlocksIntoWord([{ kind: "paragraphs", lines: ["x"] }], options("cursor"));
    expect(log[0]).toBe('parent.insertParagraph("", "After")');
  });

  it("in place of the selection: deletes it and reuses the emptied paragraph", async () => {
    installMock("Word", wordContext(log, { selectionEmpty: false, selectedParagraphs: ["old text"] }));
    await insertBlocksIntoWord([{ kind: "paragraphs", lines: ["x"] }], options("replace"));
    expect(log.slice(0, 2)).toEqual(["sel.delete()", "selected[0].insertContentControl()"]);
  });

  it("at the end: after the last paragraph of the body", async () => {
    installMock("Word", wordContext(log, { anchorText: "The end." }));
    await insertBlocksIntoWord([{ kind: "paragraphs", lines: ["x"] }], options("end"));
    expect(log[0]).toBe('anchor.insertParagraph("", "After")');
  });

  it("tables and key/value pairs as Word tables with a header row", async () => {
    const sync = installMock("Word", wordContext(log));
    await insertBlocksIntoWord(tablesBlocks(tablesFromDetail(fixtureDetail("quarterly-report", "tables"))), options("cursor"));
    expect(sync).toHaveBeenCalledTimes(2);
    expect(log.filter((l) => /insertTable\(\d/.test(l))).toEqual([
      'anchor.insertContentControl().insertTable(4, 4, "End", [["Region", "January", "February", "March"], ["North", "12,400", "13,150", "14,020"], ["South", "9,870", "10,230", "9,960"], ["West", "15,310", "14,880", "16,045"]])',
      'anchor.insertContentControl().insertTable(4, 3, "End", [["Product", "Units", "Revenue"], ["Field notebook", "1,240", "18,600"], ["Scanner pen", "310", "24,490"], ["Archive box", "2,075", "10,375"]])',
      'anchor.insertContentControl().insertTable(3, 2, "End", [["Channel", "Share"], ["Online", "62%"], ["Retail", "38%"]])',
      'anchor.insertContentControl().insertTable(8, 2, "End", [8 items])',
    ]);
    expect(log.filter((l) => l.endsWith("headerRowCount = 1"))).toHaveLength(4);
  });

  it("extractor fields as a two-column table", async () => {
    installMock("Word", wordContext(log));
    await insertBlocksIntoWord(
      recordsBlocks(recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"))),
      options("cursor"),
    );
    expect(log.filter((l) => /insertTable\(\d/.test(l))).toEqual(['anchor.insertContentControl().insertTable(8, 2, "End", [8 items])']);
  });

  it("the service's .docx into the paragraph, then the control around what it brought", async () => {
    const sync = installMock("Word", wordContext(log));
    await insertDocxIntoWord("UEsDBA==", options("cursor"));
    expect(sync).toHaveBeenCalledTimes(2);
    expect(log.slice(0, 2)).toEqual([
      'anchor.insertFileFromBase64("UEsDBA==", "Replace")',
      "anchor.insertFileFromBase64().insertContentControl()",
    ]);
  });

  it("WordApi 1.1: one sync, a new paragraph, styles by name", async () => {
    installRequirements({ WordApi: "1.1" });
    const sync = installMock("Word", wordContext(log));
    await insertBlocksIntoWord([{ kind: "heading", level: 2, text: "Page 1" }], options("cursor"));
    expect(sync).toHaveBeenCalledTimes(1);
    expect(log).toContain('sel.insertParagraph("", "After")');
    expect(log).toContain('sel.insertParagraph().style = "Heading 2"');
  });
});
