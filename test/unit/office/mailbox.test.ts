// Outlook's side of reading, against the Outlook double: the open item in read and compose mode, its
// attachments as Outlook lists them, their content (Base64, a cloud attachment's address, an attached item),
// Graph's id of a message, and hearing the selected item change.
import type { HostDouble } from "../../../dev/host/install";
import type { MailboxModel } from "../../../dev/host/outlookModel";
import { attachmentContent, graphMessageId, listAttachments, readMailItem, watchMailItem } from "../../../src/office/mailbox";
import { installOutlook, loadFixture } from "../support/mailbox";

describe("Outlook mailbox", () => {
  let host: HostDouble & { mailbox: MailboxModel };
  afterEach(() => host.uninstall());

  it("reads the message being read, its attachments and their content", async () => {
    host = await installOutlook();
    expect(await readMailItem()).toEqual({
      mode: "read",
      itemId: "msg/scans",
      subject: "Scans for the quarterly report",
      from: "Dana Whitfield",
    });
    const listed = (await listAttachments()) ?? [];
    expect(listed.map((a) => [a.name, a.type, a.isInline])).toEqual([
      ["handwritten-note.png", "file", false],
      ["quarterly-report.pdf", "file", false],
      ["whiteboard <draft>.png", "file", false],
      ["image001.png", "file", true],
      ["terms.docx", "file", false],
      ["archive-scan.pdf", "file", false],
      ["Re: Budget approval", "item", false],
      ["fax-two-pages.tiff", "cloud", false],
    ]);
    const note = listed[0];
    const content = await attachmentContent(note?.id ?? "");
    expect(content.format).toBe("base64");
    if (content.format === "base64")
      expect(Buffer.from(content.content, "base64")).toEqual(Buffer.from(await loadFixture("handwritten-note.png")));
    expect(await attachmentContent(listed[7]?.id ?? "")).toEqual({ format: "url", url: listed[7]?.url });
    expect(await attachmentContent(listed[6]?.id ?? "")).toEqual({ format: "other", kind: "eml" });
    await expect(attachmentContent("no-such-id")).rejects.toMatchObject({ name: "MailboxError", code: 9002 });
    expect(graphMessageId("msg/scans")).toBe("msg-scans");
  });

  it("reads a message being written; its attachments need Mailbox 1.8", async () => {
    host = await installOutlook({ item: "draft-notes" });
    expect(await readMailItem()).toEqual({ mode: "compose", itemId: null, subject: "Re: Notes from the meeting", from: "" });
    expect((await listAttachments())?.map((a) => a.name)).toEqual(["fax-two-pages.tiff"]);
    host.uninstall();
    host = await installOutlook({ item: "draft-notes", mailboxVersion: "1.7" });
    expect(await listAttachments()).toBeNull();
    await expect(attachmentContent("x")).rejects.toMatchObject({ name: "MailboxError" });
  });

  it("hears the selected item change (a pinned pane), and nothing is open then", async () => {
    host = await installOutlook();
    const changed = jest.fn();
    const stop = await watchMailItem(changed);
    host.mailbox.select({ kind: "message", id: "msg-invoice" });
    await new Promise((r) => setTimeout(r, 5));
    expect(changed).toHaveBeenCalledTimes(1);
    expect((await readMailItem())?.subject).toBe("Invoice March");
    host.mailbox.select(null);
    expect(await readMailItem()).toBeNull();
    expect(await listAttachments()).toEqual([]);
    stop();
    expect(host.mailbox.itemChangedListeners).toBe(0);
  });
});
