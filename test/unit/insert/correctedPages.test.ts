/**
 * @jest-environment jsdom
 */
// Issue 31, item 6: a transcript's review edits a page's text, not cells: the outcome says "1 page edited in
// review." in Word, Outlook and Excel, counting a page once when its text and translation were both edited;
// tables and records still count the cells corrected.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { insertResult } from "../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS, type InsertSettings } from "../../../src/insert/settings";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { editAll, startReview } from "../../../src/results/review/history";
import { correctionCount } from "../../../src/results/review/reviewed";
import { withTranslation } from "../../../src/results/transcript";
import { fixtureDetail, fixtureTranslation } from "../office/fixtures";
import { installOutlook } from "../support/mailbox";

const settings = (change: Partial<InsertSettings> = {}): InsertSettings => ({ ...DEFAULT_INSERT_SETTINGS, ...change });
const transcript = (): ResultModel => resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));

describe("corrections said in the insert's outcome", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  it("Word: a transcript's edited page is a page edited, not a cell corrected", async () => {
    host = installHostDouble({ host: "Word" });
    const one = await insertResult("word", transcript(), settings(), {}, { corrected: 1 });
    expect(one.message).toBe("Inserted 5 paragraphs at the cursor. 1 page edited in review.");
    const two = await insertResult("word", transcript(), settings(), {}, { corrected: 2 });
    expect(two.message).toMatch(/ 2 pages edited in review\.$/);
  });

  it("Outlook: the reply's outcome says the page edited", async () => {
    host = await installOutlook();
    const outcome = await insertResult("outlook", transcript(), settings({ outlookPlacement: "reply" }), {}, { corrected: 1 });
    expect(outcome.message).toBe("A reply with the transcript is open: check it, then send it. 1 page edited in review.");
  });

  it("Excel: a transcript's pages edited, and a table's cells corrected", async () => {
    host = installHostDouble({ host: "Excel" });
    expect((await insertResult("excel", transcript(), settings(), {}, { corrected: 1 })).message).toMatch(/ 1 page edited in review\.$/);
    const tables = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
    expect((await insertResult("excel", tables, settings(), {}, { corrected: 3 })).message).toMatch(/ 3 cells corrected in review\.$/);
  });

  it("counts a page once when its text and its translation were both edited", () => {
    host = installHostDouble({ host: "Word" });
    const model = transcript();
    if (model.kind !== "transcript") throw new Error("a transcript");
    const translated: ResultModel = {
      kind: "transcript",
      transcript: withTranslation(model.transcript, fixtureTranslation("handwritten-note", "fr")),
    };
    const session = editAll(startReview(translated), [
      { op: "setPage", page: 0, part: "text", value: "edited" },
      { op: "setPage", page: 0, part: "translation", value: "bearbeitet" },
    ]);
    expect(correctionCount(session.doc)).toBe(1);
  });
});
