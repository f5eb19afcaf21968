import { FinishWatcher, SerialBatches } from "../../../src/work/autoInsert";
import {
  LocalInsertedMarks,
  insertAll,
  insertAllSentences,
  insertableItems,
  type PendingResult,
  type WriteOutcome,
} from "../../../src/work/insertAll";
import { DEFAULT_INSERT_ALL_PREFS, insertAllChoices, insertAllPrefsFrom } from "../../../src/work/insertAllPrefs";
import { insertAllView } from "../../../src/work/insertAllView";
import type { ResultModel } from "../../../src/results/model";
import { batchItem } from "./batchItem";

const model = (id: string): ResultModel => ({ kind: "transcript", transcript: { documentId: id, fileName: `${id}.png`, pages: [] } });
const chosen = (id: string, at: number, state: "processed" | "processing" = "processed") =>
  batchItem({ id, fileName: `${id}.png`, state, history: [{ from: null, to: "waiting", reason: "Chosen.", at }] });

describe("insert all", () => {
  it("takes processed results not inserted yet, in the order the files were chosen", () => {
    const marks = new LocalInsertedMarks();
    marks.markInserted("b", { at: 1, host: "word", wordPlacement: "end" });
    const items = [chosen("c", 30), chosen("a", 10), chosen("b", 20), chosen("d", 5, "processing"), chosen("e", 40)];
    expect(insertableItems(items, marks).map((i) => i.id)).toEqual(["a", "c", "e"]);
    expect(insertableItems(items, marks, new Set(["e", "a"])).map((i) => i.id)).toEqual(["a", "e"]);
  });

  it("writes all loaded results in one batch, marks those inserted, and names each one that was not, with why", async () => {
    const marks = new LocalInsertedMarks();
    const write = jest.fn(async (results: readonly PendingResult[]): Promise<WriteOutcome> => ({
      inserted: results
        .filter((r) => r.itemId !== "c")
        .map((r) => ({ itemId: r.itemId, place: { host: "word" as const, wordPlacement: "end" as const } })),
      failed: [{ itemId: "c", fileName: "c.png", reason: "This version of Excel cannot do it." }],
      notes: [],
    }));
    const report = await insertAll([chosen("a", 1), chosen("b", 2), chosen("c", 3)], {
      load: async (item) => {
        if (item.id === "b") throw new Error('The result of "b.png" could not be loaded. Try to open it again.');
        return { itemId: item.id, fileName: item.fileName, model: model(item.id), extractorName: null };
      },
      write,
      marks,
      now: () => 99,
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]?.[0].map((r) => r.itemId)).toEqual(["a", "c"]);
    expect(marks.marker("a")).toEqual({ at: 99, host: "word", wordPlacement: "end" });
    expect(marks.isInserted("c")).toBe(false);
    expect(insertAllSentences(report)).toEqual([
      "Inserted 1 result.",
      '"b.png" was not inserted. The result of "b.png" could not be loaded. Try to open it again.',
      '"c.png" was not inserted. This version of Excel cannot do it.',
    ]);
  });

  it("reports every file of a batch whose write failed, and marks none", async () => {
    const marks = new LocalInsertedMarks();
    const report = await insertAll([chosen("a", 1), chosen("b", 2)], {
      load: async (item) => ({ itemId: item.id, fileName: item.fileName, model: model(item.id), extractorName: null }),
      write: () => Promise.reject(new Error("Excel refused the change.")),
      marks,
    });
    expect(report.inserted).toBe(0);
    expect(report.failed.map((f) => f.fileName)).toEqual(["a.png", "b.png"]);
    expect(marks.isInserted("a")).toBe(false);
  });

  it("says only the writer's sentence when it held every result back (nothing is 'nothing new')", () => {
    const report = {
      inserted: 0,
      failed: [],
      held: [],
      notes: ["2 results need their columns matched: open one of each kind and append it once."],
    };
    expect(insertAllSentences(report)).toEqual(["2 results need their columns matched: open one of each kind and append it once."]);
    expect(insertAllSentences({ ...report, notes: [] })).toEqual(["There was nothing new to insert."]);
  });

  it("labels the button with the count, through plural rules", () => {
    const marks = new LocalInsertedMarks();
    expect(insertAllView([chosen("a", 1)], marks, false).label).toBe("Insert all (1 result)");
    expect(insertAllView([chosen("a", 1), chosen("b", 2)], marks, false).label).toBe("Insert all (2 results)");
    expect(insertAllView([], marks, false).disabled).toBe(true);
    expect(insertAllView([chosen("a", 1)], marks, true).disabled).toBe(true);
  });
});

describe("insert as they finish", () => {
  it("takes each result once, as it finishes, leaving those processed before to Insert all", () => {
    const watcher = new FinishWatcher([chosen("old", 1)]);
    expect(watcher.take([chosen("old", 1), chosen("new", 2, "processing")])).toEqual([]);
    expect(watcher.take([chosen("old", 1), chosen("new", 2)]).map((i) => i.id)).toEqual(["new"]);
    expect(watcher.take([chosen("old", 1), chosen("new", 2)])).toEqual([]);
  });

  it("runs one insertion at a time; what finishes meanwhile goes in together after it", async () => {
    const runs: string[][] = [];
    let release: () => void = () => undefined;
    const batches = new SerialBatches<string>(async (batch) => {
      runs.push(batch);
      if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = batches.push(["a"]);
    void batches.push(["b"]);
    void batches.push(["c"]);
    release();
    await first;
    expect(runs).toEqual([["a"], ["b", "c"]]);
  });
});

describe("remembered options", () => {
  it("live with the other insert choices, and a stored value of another type falls back to the default", () => {
    expect(insertAllPrefsFrom({})).toEqual(DEFAULT_INSERT_ALL_PREFS);
    const choices = { ...insertAllChoices({ asTheyFinish: true, keepText: true }), wordPlacement: "end" };
    expect(choices).toEqual({ asTheyFinish: true, keepText: true, wordPlacement: "end" });
    expect(insertAllPrefsFrom(choices)).toEqual({ asTheyFinish: true, keepText: true, fileHeadings: true, atSelection: false });
    expect(insertAllPrefsFrom({ asTheyFinish: "yes", fileHeadings: false })).toEqual({ ...DEFAULT_INSERT_ALL_PREFS, fileHeadings: false });
  });
});
