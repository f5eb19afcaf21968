import { OfficeMockObject } from "office-addin-mock";
import { installHostDouble } from "../../../dev/host/install";
import { insertLinesAtCursor } from "../../../src/office/wordTranscript";

describe("insertLinesAtCursor", () => {
  it("queues one insertText of all lines and syncs once (office-addin-mock)", async () => {
    const selection = {
      inserted: [] as Array<[string, string]>,
      insertText(text: string, location: string) {
        this.inserted.push([text, location]);
        return this;
      },
    };
    const mockData = {
      context: { document: { getSelection: () => selection } },
      run: async function (callback: (context: unknown) => Promise<void>) {
        await callback(this.context);
      },
    };
    const word = new OfficeMockObject(mockData) as unknown as { context: { sync: () => Promise<void> } };
    (globalThis as Record<string, unknown>).Word = word;
    const sync = jest.spyOn(word.context, "sync");
    await insertLinesAtCursor(["Dear Ada,", "", "Thank you."]);
    expect(selection.inserted).toEqual([["Dear Ada,\n\nThank you.", "After"]]);
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it("writes one paragraph per line at the cursor, in one sync (host double)", async () => {
    const host = installHostDouble({ host: "Word" });
    host.word.reset(["Before", "After"]);
    host.word.select({ paragraph: 0, offset: 6 });
    await insertLinesAtCursor(["", "Line one", "Line two"]);
    expect(host.word.paragraphTexts()).toEqual(["Before", "Line one", "Line two", "After"]);
    expect(host.stats.syncCount).toBe(1);
    host.uninstall();
  });

  it("does nothing for an empty transcript", async () => {
    const host = installHostDouble({ host: "Word" });
    await insertLinesAtCursor([]);
    expect(host.stats.syncCount).toBe(0);
    host.uninstall();
  });

  it("makes a 10,000-line transcript one sync", async () => {
    const host = installHostDouble({ host: "Word" });
    await insertLinesAtCursor(Array.from({ length: 10_000 }, (_, i) => `line ${i}`));
    expect(host.stats.syncCount).toBe(1);
    expect(host.word.paragraphTexts()).toHaveLength(10_000);
    host.uninstall();
  });
});
