// The host double's document settings: Workbook.settings and Document.settings (queued, applied at the sync,
// only where ExcelApi / WordApi 1.4 is reported) and the Common API's Office.context.document.settings (an
// in-memory copy saved by saveAsync), over one store kept in the document; what Office refuses, refused.
import { SETTINGS_LIMIT_BYTES } from "../../../dev/host/documentSettings";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";

interface CommonSettings {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  remove(name: string): void;
  saveAsync(callback: (r: { status: string; error?: { message: string } }) => void): void;
  refresh(): void;
}
const common = (): CommonSettings => (Office.context as unknown as { document: { settings: CommonSettings } }).document.settings;
const save = (): Promise<{ status: string; error?: { message: string } }> => new Promise((resolve) => common().saveAsync(resolve));

describe("Workbook.settings (ExcelApi 1.4)", () => {
  let host: HostDouble;
  beforeEach(() => (host = installHostDouble({ host: "Excel" })));
  afterEach(() => host.uninstall());

  it("adds at the sync, reads back keys and values, deletes", async () => {
    await Excel.run(async (context) => {
      context.workbook.settings.add("a", "one");
      context.workbook.settings.add("b", { n: 2 });
      expect(host.excel.settings.has("a")).toBe(false);
      await context.sync();
      const all = context.workbook.settings;
      all.load("items/key,items/value");
      await context.sync();
      expect(all.items.map((s) => [s.key, s.value])).toEqual([
        ["a", "one"],
        ["b", { n: 2 }],
      ]);
      context.workbook.settings.getItem("a").delete();
      const missing = context.workbook.settings.getItemOrNullObject("zzz");
      await context.sync();
      expect(missing.isNullObject).toBe(true);
    });
    expect(host.excel.settings.entries()).toEqual([["b", { n: 2 }]]);
  });

  it("refuses an empty key or a value a document cannot keep, when called", async () => {
    await Excel.run(async (context) => {
      expect(() => context.workbook.settings.add("", "x")).toThrow(/key/);
      expect(() => context.workbook.settings.add("f", () => 1)).toThrow(/value/);
      await context.sync();
    });
  });

  it("fails the sync for a missing item and for settings over their size limit, changing nothing", async () => {
    await expect(
      Excel.run(async (context) => {
        context.workbook.settings.getItem("nothing").delete();
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "ItemNotFound" });
    await expect(
      Excel.run(async (context) => {
        context.workbook.settings.add("big", "x".repeat(SETTINGS_LIMIT_BYTES));
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "GeneralException" });
    expect(host.excel.settings.entries()).toEqual([]);
  });

  it("has no Workbook.settings in an Excel older than ExcelApi 1.4", async () => {
    host.uninstall();
    host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.3" } });
    await Excel.run(async (context) => {
      expect(() => context.workbook.settings).toThrow(TypeError);
      await context.sync();
    });
  });

  it("empties with the workbook (a new document)", async () => {
    host.excel.settings.set("k", 1);
    host.excel.reset();
    expect(host.excel.settings.entries()).toEqual([]);
  });
});

describe("Document.settings (WordApi 1.4)", () => {
  it("adds at the sync, and is missing before WordApi 1.4", async () => {
    let host = installHostDouble({ host: "Word" });
    await Word.run(async (context) => {
      context.document.settings.add("k", "v");
      await context.sync();
    });
    expect(host.word.settings.get("k")).toBe("v");
    host.uninstall();
    host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.3" } });
    await Word.run(async (context) => {
      expect(() => context.document.settings).toThrow(TypeError);
      await context.sync();
    });
    host.uninstall();
  });
});

describe("Office.context.document.settings (Common API)", () => {
  let host: HostDouble;
  beforeEach(() => (host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.1" } })));
  afterEach(() => host.uninstall());

  it("changes an in-memory copy, kept in the document only by saveAsync", async () => {
    common().set("k", { a: 1 });
    expect(common().get("k")).toEqual({ a: 1 });
    expect(host.excel.settings.has("k")).toBe(false);
    expect(await save()).toEqual({ status: "succeeded" });
    expect(host.excel.settings.get("k")).toEqual({ a: 1 });
    common().remove("k");
    expect(common().get("k")).toBeNull();
    await save();
    expect(host.excel.settings.has("k")).toBe(false);
  });

  it("refuses what a setting cannot hold, and fails the save over the size limit", async () => {
    expect(() => common().set("", 1)).toThrow();
    expect(() => common().set("u", undefined)).toThrow();
    common().set("big", "x".repeat(SETTINGS_LIMIT_BYTES));
    expect((await save()).status).toBe("failed");
    expect(host.excel.settings.has("big")).toBe(false);
  });

  it("reads what the document holds when a pane starts again", () => {
    host.excel.settings.set("from-file", 7);
    expect(common().get("from-file")).toBeNull();
    common().refresh();
    expect(common().get("from-file")).toBe(7);
  });
});
