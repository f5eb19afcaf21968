// The Word double's ranges across paragraphs: Range.expandTo and Paragraph.tableNestingLevel (WordApi 1.3),
// Range.insertComment (WordApi 1.4), and what a Word older than those refuses.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";

describe("Word double: expandTo and tableNestingLevel", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  it("spans from the earlier start to the later end, whichever range it is called on", async () => {
    host = installHostDouble({ host: "Word" });
    host.word.reset(["zero", "one", "two", "three"]);
    await Word.run(async (context) => {
      const paragraphs = context.document.body.paragraphs;
      paragraphs.load("items");
      await context.sync();
      const [, one, , three] = paragraphs.items;
      const forward = one!.getRange("Start").expandTo(three!.getRange("Start"));
      const backward = three!.getRange("End").expandTo(one!.getRange("End"));
      forward.load("text");
      backward.load("text");
      const counted = forward.paragraphs;
      counted.load("items/tableNestingLevel");
      await context.sync();
      expect(forward.text).toBe("one\rtwo\r");
      expect(backward.text).toBe("\rtwo\rthree");
      // The paragraph the end touches counts: it is in the range.
      expect(counted.items.map((p) => p.tableNestingLevel)).toEqual([0, 0, 0]);
    });
  });

  it("has no expandTo, and fails a load of tableNestingLevel, on a Word older than WordApi 1.3", async () => {
    host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.2" } });
    host.word.reset(["zero", "one"]);
    await Word.run(async (context) => {
      const body = context.document.body;
      expect(() => body.getRange("Start").expandTo(body.getRange("End"))).toThrow(TypeError);
      // A load of everything still works there (without the newer property).
      const all = body.paragraphs;
      all.load("items");
      await context.sync();
      expect(all.items[0]!.text).toBe("zero");
    });
    await expect(
      Word.run(async (context) => {
        context.document.body.paragraphs.load("items/tableNestingLevel");
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
  });
});

describe("Word double: comments", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  it("puts a comment on the blocks a range covers at the sync, and keeps it with them", async () => {
    host = installHostDouble({ host: "Word" });
    host.word.reset(["zero", "one", "two"]);
    await Word.run(async (context) => {
      const paragraphs = context.document.body.paragraphs;
      paragraphs.load("items");
      await context.sync();
      const comment = paragraphs.items[1]!.getRange("Whole").expandTo(paragraphs.items[2]!.getRange("Whole")).insertComment("Check this");
      expect(host.word.comments).toEqual([]);
      comment.load("content");
      context.document.body.insertParagraph("before", "Start");
      await context.sync();
      expect(comment.content).toBe("Check this");
    });
    expect(host.word.liveComments().map((c) => [c.content, c.blocks.map((b) => host.word.blocks.indexOf(b))])).toEqual([
      ["Check this", [2, 3]],
    ]);
    host.word.reset(["new"]);
    expect(host.word.comments).toEqual([]);
  });

  it("has no insertComment on a Word older than WordApi 1.4", async () => {
    host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.3" } });
    await Word.run(async (context) => {
      expect(() => context.document.body.getRange("Whole").insertComment("x")).toThrow(TypeError);
      await context.sync();
    });
  });
});
