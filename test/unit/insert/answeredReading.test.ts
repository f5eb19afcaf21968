// Issue 31: Insert all and "Insert as they finish" carry the answer to "Read numbers as" given in a result's
// review. The answer is kept with the queue's item (saved with the queue, so it outlives the review and a
// closed pane); the review gate reads the figures it settles as answered (the result is no longer held for
// them); the batch writer reads that result's numbers as answered, the others as before, and says so by name.
// A result with a split reading and no answer stays held.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { answeredReading, checksReadAsFor, numberChoice } from "../../../src/office/numberChoice";
import { gateReadAs, resultValues } from "../../../src/insert/answeredReading";
import { createBatchWriter } from "../../../src/insert/insertResult";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import type { NumberCulture } from "../../../src/results/numbers/cellValues";
import { BatchQueue, MemoryStorage, type NumberReading } from "../../../src/work/batch";
import { readItem, toStored } from "../../../src/work/batch/storedItem";
import { newRecord } from "../../../src/work/batch/itemRecord";
import { LocalInsertedMarks, insertAll, type PendingResult } from "../../../src/work/insertAll";
import { flagCount } from "../../../src/work/review/gate";
import { ServiceClient, staticToken } from "../../../src/api";
import { fixtureDetail } from "../office/fixtures";
import { batchItem } from "../work/batchItem";
import { FakeService } from "../work/fakeService";

const DE_DE: NumberCulture = { decimal: ",", group: ".", source: "workbook" };
const EN_US: NumberCulture = { decimal: ".", group: ",", source: "workbook" };

/** The quarterly report's first table alone: every figure leaves its comma open, nothing tells which it is. */
function split(documentId = "q1", fileName = "quarterly.pdf"): ResultModel {
  const model = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
  if (model.kind !== "tables") throw new Error("tables");
  const tables = { ...model.tables, documentId, fileName, tables: model.tables.tables.slice(0, 1), keyValuePairs: [] };
  return { ...model, tables };
}

const pending = (model: ResultModel, numberReading: NumberReading | null, itemId = "a", fileName = "quarterly.pdf"): PendingResult => ({
  itemId,
  fileName,
  model,
  extractorName: null,
  numberReading,
});

describe("an answer given in the review, applied to its result", () => {
  it("settles the checks where the question is asked, and tells the writers what the single insert tells them", () => {
    const choice = numberChoice(split(), DE_DE);
    expect(choice?.kind).toBe("ambiguous");
    expect(checksReadAsFor(choice, null)).toBeNull();
    expect(checksReadAsFor(choice, ".")).toBe(".");
    // Kept as text: the checks read the figures as the workbook would.
    expect(checksReadAsFor(choice, "text")).toBe(",");
    expect(answeredReading(split(), DE_DE, ".")).toEqual({ readAs: ".", checksReadAs: "." });
    // The workbook's own reading is the usual one: nothing forced on the writers.
    expect(answeredReading(split(), DE_DE, ",")).toEqual({ readAs: null, checksReadAs: "," });
    expect(answeredReading(split(), DE_DE, "text")).toEqual({ readAs: "text", checksReadAs: "," });
  });

  it("does nothing without an answer, or where the evidence is not split in this workbook", () => {
    expect(answeredReading(split(), DE_DE, null)).toBeNull();
    expect(answeredReading(split(), DE_DE, undefined)).toBeNull();
    // In an en-US workbook 12,400 is 12400: no question, the answer does not apply.
    expect(answeredReading(split(), EN_US, ",")).toBeNull();
    // Not the question's answer: a pick among the insert options (the document's own evidence decides).
    expect(checksReadAsFor(numberChoice(resultFromDetail(fixtureDetail("quarterly-report", "tables")), DE_DE), ".")).toBeNull();
  });

  it("lets the answered result through the review gate; one with no answer is held", async () => {
    expect(flagCount(split(), { culture: DE_DE })).toBeGreaterThan(0);
    const marks = new LocalInsertedMarks();
    const written: PendingResult[] = [];
    const items = [batchItem({ id: "a", fileName: "answered.pdf" }), batchItem({ id: "b", fileName: "unanswered.pdf" })];
    const report = await insertAll(items, {
      load: async (item) => pending(split(item.id), item.id === "a" ? "." : null, item.id, item.fileName),
      write: async (results) => {
        written.push(...results);
        return { inserted: results.map((r) => ({ itemId: r.itemId, place: { host: "excel" as const } })), failed: [], notes: [] };
      },
      marks,
      hold: (r) => {
        const readAs = gateReadAs(r, DE_DE);
        return flagCount(r.model, readAs ? { culture: DE_DE, readAs } : { culture: DE_DE });
      },
    });
    expect(written.map((r) => [r.itemId, r.numberReading])).toEqual([["a", "."]]);
    expect(report.held.map((h) => h.fileName)).toEqual(["unanswered.pdf"]);
    expect(report.held[0]?.flags).toBeGreaterThan(0);
  });

  it("gives the writer's values and the sentence for each answer", () => {
    expect(resultValues(pending(split(), "."), false, DE_DE)).toEqual({
      values: { keepText: false, readAs: "." },
      note: 'The numbers of "quarterly.pdf" were read as 1,234.56 (decimal point), as answered in its review.',
    });
    expect(resultValues(pending(split(), ","), false, DE_DE)).toEqual({
      values: { keepText: false, readAs: null },
      note: 'The numbers of "quarterly.pdf" were read as 1.234,56 (decimal comma), as answered in its review.',
    });
    expect(resultValues(pending(split(), "text"), false, DE_DE)).toEqual({
      values: { keepText: true, readAs: null },
      note: 'The numbers of "quarterly.pdf" were kept as text, as answered in its review.',
    });
    // No answer, or every value kept as text for the batch: the batch's options alone.
    expect(resultValues(pending(split(), null), false, DE_DE)).toEqual({ values: { keepText: false }, note: null });
    expect(resultValues(pending(split(), "."), true, DE_DE)).toEqual({ values: { keepText: true }, note: null });
  });
});

describe("Insert all's Excel writer", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
  });
  afterEach(() => host.uninstall());

  it("reads an answered result's figures as answered and another's as before, in one batch, saying which", async () => {
    const write = createBatchWriter("excel", {
      excelPlacement: "newSheet",
      keepText: false,
      fileHeadings: false,
      checks: { culture: DE_DE },
    });
    const outcome = await write([
      pending(split("q1", "answered"), ".", "a", "answered.pdf"),
      pending(split("q2", "anyway"), null, "b", "anyway.pdf"),
    ]);
    expect(outcome.inserted.map((i) => i.itemId)).toEqual(["a", "b"]);
    const january = (sheet: string): number => host.excel.sum(sheet, { top: 1, left: 1, bottom: 3, right: 1 });
    expect(january("answered T1")).toBe(12_400 + 9_870 + 15_310);
    expect(january("anyway T1")).toBeCloseTo((12_400 + 9_870 + 15_310) / 1000, 6);
    expect(outcome.notes).toContain('The numbers of "answered.pdf" were read as 1,234.56 (decimal point), as answered in its review.');
    expect(outcome.notes.filter((n) => n.includes("as answered in its review"))).toHaveLength(1);
  });

  it("keeps an answered result's numbers as text when that was the answer", async () => {
    const write = createBatchWriter("excel", {
      excelPlacement: "newSheet",
      keepText: false,
      fileHeadings: false,
      checks: { culture: DE_DE },
    });
    await write([pending(split("q1", "kept"), "text", "a", "kept.pdf")]);
    const sheet = host.excel.sheet("kept T1")!;
    expect(host.excel.cell(sheet, 1, 1)).toMatchObject({ type: "String" });
  });
});

describe("the answer kept with the queue's item", () => {
  it("is saved and read back with the item; a damaged value reads as none", () => {
    const record = {
      ...newRecord({
        id: "i",
        batchId: "b",
        fileName: "q.pdf",
        options: { action: "tables" },
        file: null,
        state: "processed",
        reason: "",
        at: 1,
      }),
    };
    expect(readItem(JSON.parse(JSON.stringify(toStored(record))))?.numberReading).toBeNull();
    record.numberReading = ".";
    expect(readItem(JSON.parse(JSON.stringify(toStored(record))))?.numberReading).toBe(".");
    expect(readItem({ ...toStored(record), numberReading: ";" })?.numberReading).toBeNull();
  });

  it("outlives a closed pane: the reopened queue's item still carries it", async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9) });
    try {
      const service = new FakeService(2_000);
      const storage = new MemoryStorage();
      const open = (): Promise<BatchQueue> =>
        BatchQueue.open({
          client: new ServiceClient({ baseUrl: "https://service.test/v3", credentials: staticToken("t"), fetch: service.fetch }),
          storage,
          accountId: "u",
          home: "excel",
        });
      const queue = await open();
      queue.add([{ file: new Blob(["%PDF-1.4 q"]), name: "q.pdf" }], { action: "tables" });
      await jest.advanceTimersByTimeAsync(8_000);
      const id = queue.snapshot().items[0]!.id;
      expect(queue.snapshot().items[0]?.numberReading ?? null).toBeNull();
      queue.setNumberReading(id, ".");
      expect(queue.snapshot().items[0]?.numberReading).toBe(".");
      await jest.advanceTimersByTimeAsync(1_000);
      queue.close();
      const reopened = await open();
      expect(reopened.snapshot().items[0]?.numberReading).toBe(".");
      reopened.close();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("Insert anyway, with no answer", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
  });
  afterEach(() => host.uninstall());

  it("says the figures were read as decimals and how to read them otherwise, as the single insert does", async () => {
    const write = createBatchWriter("excel", {
      excelPlacement: "newSheet",
      keepText: false,
      fileHeadings: false,
      checks: { culture: DE_DE },
    });
    const outcome = await write([
      pending(split("q1", "anyway"), null, "b", "anyway.pdf"),
      pending(split("q2", "decimals"), ",", "a", "decimals.pdf"),
    ]);
    expect(outcome.notes.filter((n) => n.includes("were read as decimals"))).toEqual([
      '9 figures such as 12,400 were read as decimals (12,4), as this workbook reads them. To read them as thousands, choose "1,234.56 (decimal point)" under "Read numbers as" and insert again.',
    ]);
    expect(outcome.notes).toContain('The numbers of "decimals.pdf" were read as 1.234,56 (decimal comma), as answered in its review.');
  });
});
