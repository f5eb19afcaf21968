/**
 * @jest-environment jsdom
 */
// The Outlook writer against the Outlook double: a transcript goes into a reply as text (escaped: the reply's
// HTML body, read back as a mail client renders it, holds exactly the service's characters, markup included),
// through displayReplyFormAsync (Mailbox 1.9) or displayReplyForm before it, cut at Outlook's 32 KB with a note;
// into a message being written at the cursor with coercion Text; tables and extracted fields never.
import type { HostDouble } from "../../../dev/host/install";
import type { MailboxModel } from "../../../dev/host/outlookModel";
import { insertResult } from "../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS, type InsertSettings } from "../../../src/insert/settings";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { withTranslation } from "../../../src/results/transcript";
import { fixtureDetail, fixtureTranslation } from "../office/fixtures";
import { installOutlook } from "../support/mailbox";

const settings = (change: Partial<InsertSettings> = {}): InsertSettings => ({ ...DEFAULT_INSERT_SETTINGS, ...change });
const transcriptOf = (pages: string[]): ResultModel => ({
  kind: "transcript",
  transcript: { documentId: "d1", fileName: "scan.png", pages: pages.map((text, i) => ({ pageNumber: i + 1, lines: text.split("\n") })) },
});

/** The reply's body as a mail client shows it: rendered HTML, line breaks as new lines. */
function rendered(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  body.querySelectorAll("br").forEach((br) => br.replaceWith("\n"));
  return body.textContent ?? "";
}

describe("Outlook writer", () => {
  let host: HostDouble & { mailbox: MailboxModel };
  afterEach(() => host.uninstall());

  it("replies with the transcript as text: markup in the service's text stays characters", async () => {
    host = await installOutlook();
    const service = 'Total <b>12</b> & "more" — it\'s <script>alert(1)</script>\n\n  indented   line';
    const outcome = await insertResult("outlook", transcriptOf([service]), settings({ outlookPlacement: "reply" }));
    expect(outcome).toEqual({
      message: "A reply with the transcript is open: check it, then send it.",
      notes: [],
      place: { host: "outlook", outlookPlacement: "reply" },
    });
    const [reply] = host.mailbox.replies;
    expect(reply).toMatchObject({ inReplyTo: "msg-scans", api: "displayReplyFormAsync" });
    expect(reply?.htmlBody).not.toMatch(/<b>|<script/);
    // Only the writer's own tags: one block and line breaks.
    expect(reply?.htmlBody.match(/<[a-z]+/g)?.filter((tag) => tag !== "<div" && tag !== "<br")).toEqual([]);
    expect(rendered(reply?.htmlBody ?? "").replace(/\u00a0/g, " ")).toBe(`${service}\n`);
  });

  it("uses displayReplyForm where Mailbox 1.9 is missing", async () => {
    host = await installOutlook({ mailboxVersion: "1.7" });
    await insertResult("outlook", transcriptOf(["One line"]), settings({ outlookPlacement: "reply" }));
    expect(host.mailbox.replies[0]).toMatchObject({ api: "displayReplyForm", htmlBody: '<div dir="auto">One line<br></div>' });
  });

  it("puts page headings and the translation in as chosen", async () => {
    host = await installOutlook();
    const model = resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));
    const translated: ResultModel =
      model.kind === "transcript"
        ? { kind: "transcript", transcript: withTranslation(model.transcript, fixtureTranslation("handwritten-note", "fr")) }
        : model;
    await insertResult("outlook", translated, settings({ outlookPlacement: "reply", headings: true, translation: "after" }), {
      languageName: () => "French",
    });
    const text = rendered(host.mailbox.replies[0]?.htmlBody ?? "");
    expect(text.split("\n").slice(0, 3)).toEqual(["Page 1", "", "Monday 14 March"]);
    expect(text).toMatch(/Translation \(French\), page 1\n\nLundi 14 mars/);
  });

  it("cuts a transcript longer than a reply form takes at a line, and says so", async () => {
    host = await installOutlook();
    const page = Array.from({ length: 2000 }, (_, i) => `Line ${i + 1} of a long transcript`).join("\n");
    const outcome = await insertResult("outlook", transcriptOf([page]), settings({ outlookPlacement: "reply" }));
    const body = host.mailbox.replies[0]?.htmlBody ?? "";
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(32 * 1024);
    const kept = rendered(body).trimEnd().split("\n");
    expect(kept.length).toBeGreaterThan(500);
    expect(kept.at(-1)).toBe(`Line ${kept.length} of a long transcript`);
    expect(outcome.notes).toEqual([
      `The reply holds the first ${kept.length} of 2,000 lines: a reply form takes at most 32 KB of text. Copy the rest with Copy the text.`,
    ]);
  });

  it("inserts at the cursor of a message being written, as text", async () => {
    host = await installOutlook({ item: "draft-notes" });
    const draft = host.mailbox.draft("draft-notes");
    const before = draft?.body ?? "";
    const outcome = await insertResult("outlook", transcriptOf(["<i>first</i>\nsecond"]), settings({ outlookPlacement: "cursor" }));
    expect(outcome.message).toBe("The transcript (2 lines) is in your message at the cursor.");
    expect(outcome.place).toEqual({ host: "outlook", outlookPlacement: "cursor" });
    expect(draft?.inserts).toEqual([{ data: "<i>first</i>\nsecond", coercionType: "text" }]);
    expect(draft?.body).toBe(`${before}<i>first</i>\nsecond`);
  });

  it("puts no table or extracted fields into a mail: they go to Excel through History", async () => {
    host = await installOutlook();
    const tables = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
    await expect(insertResult("outlook", tables, settings())).rejects.toMatchObject({
      name: "OutlookInsertError",
      message: expect.stringMatching(/^Open Excel and find it in History/),
    });
    expect(host.mailbox.replies).toEqual([]);
  });

  it("fails with Office's error when there is nothing to reply to", async () => {
    host = await installOutlook();
    host.mailbox.selection = null;
    await expect(insertResult("outlook", transcriptOf(["x"]), settings({ outlookPlacement: "reply" }))).rejects.toMatchObject({
      name: "MailboxError",
    });
  });
});
