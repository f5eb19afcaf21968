// What a row of the workspace says besides its state: the work, when, and where the result went, and that
// the inserted marker is saved with the queue (never the result) and read back after a reopen.
import { newRecord } from "../../../src/work/batch/itemStore";
import { loadQueue, saveQueue, storageKey } from "../../../src/work/batch/persistence";
import { MemoryStorage } from "../../../src/work/batch/queueStorage";
import { addedAt, insertedSentence, workLabel } from "../../../src/work/itemLabels";
import { exactTime, relativeTime } from "../../../src/work/timeText";
import { batchItem } from "./batchItem";

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);

describe("row labels", () => {
  test("the work tells two uploads of one file apart", () => {
    expect(workLabel({ action: "transcribe" })).toBe("Transcribe");
    expect(workLabel({ action: "transcribe", translateTo: "fr" })).toBe("Transcribe with translation");
    expect(workLabel({ action: "tables" })).toBe("Tables");
    expect(workLabel({ action: "extractor" })).toBe("Extractor");
  });

  test("when: the first recorded change, relative with the exact time beside it", () => {
    const item = batchItem({ changedAt: T0 + 5000, history: [{ from: null, to: "waiting", reason: "r", at: T0 }] });
    expect(addedAt(item)).toBe(T0);
    expect(addedAt(batchItem({ changedAt: T0, history: [] }))).toBe(T0);
    expect(relativeTime(T0 - 2 * 3600_000, T0, "en")).toBe("2 hours ago");
    expect(relativeTime(T0 + 3 * 24 * 3600_000, T0, "en")).toBe("in 3 days");
    expect(relativeTime(T0 - 20_000, T0, "en")).toBe("20 seconds ago");
    expect(relativeTime(T0, T0, "en")).toBe("now");
    expect(relativeTime(T0 - 24 * 3600_000, T0, "en")).toBe("yesterday");
    expect(exactTime(T0, "en-GB")).toMatch(/23 Nov 2026/);
  });

  test("where the result went", () => {
    expect(insertedSentence({ at: T0, host: "word", wordPlacement: "cursor" })).toBe("Inserted at the cursor");
    expect(insertedSentence({ at: T0, host: "word", wordPlacement: "end" })).toBe("Inserted at the end of the document");
    expect(insertedSentence({ at: T0, host: "excel", sheets: ["Q1 T2"] })).toBe("Inserted into Sheet 'Q1 T2'");
    expect(insertedSentence({ at: T0, host: "excel", sheets: ["A", "B"] })).toBe("Inserted into 2 sheets: 'A' and 'B'");
    expect(insertedSentence({ at: T0, host: "excel" })).toBe("Inserted into the workbook");
  });
});

describe("the inserted marker in the saved queue", () => {
  const key = storageKey("https://service.test/v3", "usr_1");
  const record = () =>
    newRecord({
      id: "item-1",
      batchId: "b",
      fileName: "scan.png",
      options: { action: "tables" },
      file: null,
      state: "processed",
      reason: "Done.",
      at: T0,
    });

  test("survives a reopen; older saves without it read as not inserted", () => {
    const storage = new MemoryStorage();
    const inserted = record();
    inserted.inserted = { at: T0, host: "excel", sheets: ["Q1 T2"] };
    inserted.result = { id: "doc1", secret: "RESULT-TEXT" } as never;
    expect(saveQueue(storage, key, { cursor: null, clockOffsetMs: null, items: [inserted, { ...record(), id: "item-2" }] }, T0)).toBeNull();
    expect([...storage.data.values()].join()).not.toContain("RESULT-TEXT");
    const [first, second] = loadQueue(storage, key).items;
    expect(first?.inserted).toEqual({ at: T0, host: "excel", sheets: ["Q1 T2"] });
    expect(second?.inserted).toBeNull();
  });

  test("a damaged marker is dropped, not the item", () => {
    const storage = new MemoryStorage();
    saveQueue(storage, key, { cursor: null, clockOffsetMs: null, items: [record()] }, T0);
    // Each item is saved under a key of its own: damage the marker in the stored item.
    const itemKey = [...storage.data.keys()].find((k) => k.startsWith(key) && k.endsWith("item-1")) ?? "";
    const raw = JSON.parse(storage.getItem(itemKey) ?? "{}") as Record<string, unknown>;
    raw.inserted = { at: "yesterday", host: "powerpoint" };
    storage.setItem(itemKey, JSON.stringify(raw));
    const [item] = loadQueue(storage, key).items;
    expect(item?.fileName).toBe("scan.png");
    expect(item?.inserted).toBeNull();
  });
});
