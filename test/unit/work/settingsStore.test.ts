// Remembered choices: per account and host, restored, defensive about what is stored, forgotten at sign-out,
// and falling back with a note when a remembered extractor or language is gone.
import { MemoryStorage } from "../../../src/work/batch";
import {
  DEFAULT_WORK_CHOICE,
  SettingsStore,
  forgetSettings,
  reconcileExtractor,
  reconcileLanguage,
  settingsKey,
} from "../../../src/work/settings/settingsStore";

const URL = "http://127.0.0.1:4010/v3";

describe("SettingsStore", () => {
  it("starts from the defaults and restores what was saved, per account and per host", () => {
    const storage = new MemoryStorage();
    const word = SettingsStore.for(storage, URL, "u1", "word");
    expect(word.get().work).toEqual(DEFAULT_WORK_CHOICE);
    word.setWork({ action: "extractor", extractor: { id: "abcdefghij", name: "Invoices" }, deleteAfterSeconds: 3600 });
    word.setInsert({ wordPlacement: "end", headings: true });

    const again = SettingsStore.for(storage, URL, "u1", "word").get();
    expect(again.work).toEqual({
      action: "extractor",
      extractor: { id: "abcdefghij", name: "Invoices" },
      translateTo: null,
      deleteAfterSeconds: 3600,
    });
    expect(again.insert).toEqual({ wordPlacement: "end", headings: true });
    expect(SettingsStore.for(storage, URL, "u1", "excel").get().work).toEqual(DEFAULT_WORK_CHOICE);
    expect(SettingsStore.for(storage, URL, "u2", "word").get().work).toEqual(DEFAULT_WORK_CHOICE);
  });

  it("tells listeners of every change", () => {
    const store = SettingsStore.for(new MemoryStorage(), URL, "u1", "word");
    const heard = jest.fn();
    const stop = store.subscribe(heard);
    store.setWork({ action: "tables" });
    stop();
    store.setWork({ action: "transcribe" });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("ignores what it cannot read: bad JSON, unknown actions, out-of-range deletion times, odd insert values", () => {
    const storage = new MemoryStorage();
    const key = settingsKey(URL, "u1", "word");
    storage.setItem(key, "{not json");
    expect(SettingsStore.for(storage, URL, "u1", "word").get().work).toEqual(DEFAULT_WORK_CHOICE);
    storage.setItem(
      key,
      JSON.stringify({ work: { action: "paint", deleteAfterSeconds: 10, extractor: { id: 3 } }, insert: { a: 1, b: "x" } }),
    );
    const read = SettingsStore.for(storage, URL, "u1", "word").get();
    expect(read.work).toEqual(DEFAULT_WORK_CHOICE);
    expect(read.insert).toEqual({ b: "x" });
  });

  it("forgets every host's settings of the account at sign-out, and only that account's", () => {
    const storage = new MemoryStorage();
    SettingsStore.for(storage, URL, "u1", "word").setWork({ action: "tables" });
    SettingsStore.for(storage, URL, "u1", "excel").setWork({ action: "tables" });
    SettingsStore.for(storage, URL, "u2", "word").setWork({ action: "tables" });
    forgetSettings(storage, URL, "u1");
    expect(SettingsStore.for(storage, URL, "u1", "word").get().work.action).toBe("transcribe");
    expect(SettingsStore.for(storage, URL, "u1", "excel").get().work.action).toBe("transcribe");
    expect(SettingsStore.for(storage, URL, "u2", "word").get().work.action).toBe("tables");
  });
});

describe("what the user chose, as opposed to defaults (an organisation's default yields only to a choice)", () => {
  it("stores only the fields chosen, and says which they are after a reload", () => {
    const storage = new MemoryStorage();
    const store = SettingsStore.for(storage, URL, "u1", "word");
    expect(store.get().chosen).toEqual([]);
    store.setWork({ action: "tables" });
    store.setWork({ deleteAfterSeconds: null });
    expect(JSON.parse(storage.getItem(settingsKey(URL, "u1", "word")) ?? "{}")).toEqual({
      work: { action: "tables", deleteAfterSeconds: null },
      insert: {},
    });
    const again = SettingsStore.for(storage, URL, "u1", "word").get();
    expect([...again.chosen].sort()).toEqual(["action", "deleteAfterSeconds"]);
    expect(again.work).toEqual({ ...DEFAULT_WORK_CHOICE, action: "tables" });
  });

  it("reads a whole stored choice (an older version's) as chosen, and forgets all on reset", () => {
    const storage = new MemoryStorage();
    storage.setItem(settingsKey(URL, "u1", "word"), JSON.stringify({ work: DEFAULT_WORK_CHOICE, insert: {} }));
    const store = SettingsStore.for(storage, URL, "u1", "word");
    expect([...store.get().chosen].sort()).toEqual(["action", "deleteAfterSeconds", "extractor", "translateTo"]);
    store.reset();
    expect(store.get().chosen).toEqual([]);
  });
});

describe("fallbacks", () => {
  it("keeps an extractor that still exists (with its current name) and drops a gone one with a note", () => {
    const list = [{ id: "abcdefghij", name: "Invoices 2" }];
    expect(reconcileExtractor({ id: "abcdefghij", name: "Invoices" }, list)).toEqual({ value: list[0], note: null });
    const gone = reconcileExtractor({ id: "zzzzzzzzzz", name: "Receipts" }, list);
    expect(gone.value).toBeNull();
    expect(gone.note).toBe('The extractor you used last time ("Receipts") is no longer in your account. Choose another one.');
  });

  it("keeps an offered language and asks again for a gone one", () => {
    expect(reconcileLanguage("fr", [{ code: "fr" }])).toEqual({ value: "fr", note: null });
    expect(reconcileLanguage(null, [])).toEqual({ value: null, note: null });
    const gone = reconcileLanguage("xx", [{ code: "fr" }]);
    expect(gone.value).toBe("");
    expect(gone.note).toMatch(/no longer offered/);
  });
});
