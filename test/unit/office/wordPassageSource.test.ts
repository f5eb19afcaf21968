// The page of the Word passage the cursor is in (issue 33): an insertion from more than one page is counted
// passage by passage up to the cursor (Range.expandTo, WordApi 1.3) in one more sync; an insertion from one
// page costs no second sync; an older Word names the insertion's pages.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { readWordSelectionSource } from "../../../src/office/selectionSource";
import { insertBlocksIntoWord } from "../../../src/office/wordInsert";
import { runsOf } from "../../../src/results/provenance/pageRuns";
import { wordRecord } from "../../../src/results/provenance/sourceRecord";

const tag = "transcribe-documents:d1:transcribe";

async function insert(pages: number[]): Promise<void> {
  const source = { document: { documentId: "d1", fileName: "letter.pdf", action: "transcribe" }, runs: runsOf(pages) };
  const blocks = [{ kind: "paragraphs" as const, lines: pages.map((p, i) => `line ${i} of page ${p}`) }];
  await insertBlocksIntoWord(blocks, {
    placement: "end",
    tag,
    title: "letter.pdf",
    record: wordRecord([{ tag, source }], new Date().toISOString()),
  });
}

describe("the page of the passage the cursor is in", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  /** Puts the cursor in the inserted passage `n` (0-based) and reads what the pane would show. */
  const at = async (n: number) => {
    const first = host.word.blocks.findIndex((b) => b.controls.length > 0);
    host.word.select({ paragraph: first + n, offset: 2 });
    const before = host.stats.syncCount;
    const read = await readWordSelectionSource();
    return { found: read.found, syncs: host.stats.syncCount - before };
  };

  it("counts the passages up to the cursor in one more sync", async () => {
    host = installHostDouble({ host: "Word" });
    host.word.reset(["The user's own paragraph."]);
    await insert([1, 1, 2, 2, 3]);
    await expect(at(0)).resolves.toMatchObject({ found: { page: 1, pages: [1, 2, 3] }, syncs: 2 });
    await expect(at(1)).resolves.toMatchObject({ found: { page: 1 } });
    await expect(at(2)).resolves.toMatchObject({ found: { page: 2 } });
    await expect(at(4)).resolves.toMatchObject({ found: { page: 3 } });
  });

  it("asks nothing more of an insertion from one page", async () => {
    host = installHostDouble({ host: "Word" });
    await insert([4, 4]);
    await expect(at(1)).resolves.toMatchObject({ found: { page: 4 }, syncs: 1 });
  });

  it("names the insertion's pages on a Word older than WordApi 1.3", async () => {
    host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.2" } });
    await insert([1, 2]);
    await expect(at(1)).resolves.toMatchObject({ found: { page: null, pages: [1, 2] } });
  });
});
