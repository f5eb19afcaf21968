// The Outlook pane's attachment list (plain logic): each attachment's kind and whether and how it can be sent,
// for every kind Outlook lists, in every Outlook the pane meets (Mailbox 1.8 or not, Graph set up or not).
import {
  accessProblem,
  attachmentEntries,
  attachmentEntry,
  attachmentOrigin,
  isSameAttachment,
  mailLabel,
  type AttachmentAccess,
  type ListedAttachment,
} from "../../../../src/work/outlook/attachmentList";

const MB = 1024 * 1024;
const file = (name: string, size = 40_000, change: Partial<ListedAttachment> = {}): ListedAttachment => ({
  id: `id-${name}`,
  name,
  size,
  type: "file",
  isInline: false,
  ...change,
});
const cloud = file("fax.tiff", 0, { type: "cloud", id: "https://contoso.test/fax.tiff", url: "https://contoso.test/fax.tiff" });
const modern: AttachmentAccess = { mode: "read", officeContent: true, graph: "notConfigured", restIds: true };
const older = (graph: AttachmentAccess["graph"], change: Partial<AttachmentAccess> = {}): AttachmentAccess => ({
  ...modern,
  officeContent: false,
  graph,
  ...change,
});
const message = { mode: "read" as const, itemId: "AAMk/msg", subject: "Invoice March", from: "J. Rivera" };

describe("attachment list", () => {
  it("offers files of the service's types, fetched from Outlook itself with Mailbox 1.8", () => {
    for (const name of ["scan.pdf", "photo.JPG", "note.png", "fax.tif", "fax.tiff", "phone.heic", "old.gif"])
      expect(attachmentEntry(file(name), modern).verdict).toEqual({ ok: true, route: "office" });
    expect(attachmentEntry(file("scan.pdf", 4900), modern)).toMatchObject({ kind: "file", size: 4900, typeLabel: "PDF" });
  });

  it("shows an inline picture as such, with the reason it is not offered", () => {
    const entry = attachmentEntry(file("image001.png", 900, { isInline: true }), modern);
    expect(entry.kind).toBe("inline");
    expect(entry.verdict).toEqual({ ok: false, reason: expect.stringMatching(/message's text.*Choose files/) });
  });

  it("refuses a type the service does not read, naming it", () => {
    expect(attachmentEntry(file("terms.docx"), modern).verdict).toEqual({
      ok: false,
      reason: "The service reads PDF, JPG, PNG, TIFF, HEIC and GIF files, not DOCX.",
    });
    expect(attachmentEntry(file("README"), modern).verdict).toEqual({
      ok: false,
      reason: "The service reads PDF, JPG, PNG, TIFF, HEIC and GIF files only.",
    });
  });

  it("refuses a picture over 20 MB from Outlook's size, before anything is fetched, and an empty one", () => {
    expect(attachmentEntry(file("archive.png", 25 * MB), modern).verdict).toEqual({
      ok: false,
      reason: "25 MB: the service takes pictures up to 20 MB. Reduce its resolution first.",
    });
    expect(attachmentEntry(file("edge.jpg", 20 * MB + 400_000), modern).verdict).toEqual({
      ok: false,
      reason: "20.4 MB: the service takes pictures up to 20 MB. Reduce its resolution first.",
    });
    expect(attachmentEntry(file("edge.png", 20 * MB), modern).verdict.ok).toBe(true);
    expect(attachmentEntry(file("empty.pdf", 0), modern).verdict.ok).toBe(false);
  });

  it("offers a PDF or TIFF over 20 MB, to choose its pages from as a file from the computer, up to 200 MB (issue 35, item 8)", () => {
    expect(attachmentEntry(file("archive.pdf", 25 * MB), modern).verdict).toEqual({ ok: true, route: "office" });
    expect(attachmentEntry(file("fax.TIF", 60 * MB), modern).verdict).toEqual({ ok: true, route: "office" });
    expect(attachmentEntry(file("archive.pdf", 200 * MB), modern).verdict.ok).toBe(true);
    expect(attachmentEntry(file("archive.pdf", 250 * MB), modern).verdict).toEqual({
      ok: false,
      reason:
        "250 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
    });
  });

  it("shows an attached message as such", () => {
    const entry = attachmentEntry(file("Re: Budget", 18_000, { type: "item" }), modern);
    expect(entry).toMatchObject({
      kind: "item",
      typeLabel: null,
      verdict: { ok: false, reason: expect.stringMatching(/attached message/) },
    });
  });

  it("fetches a cloud attachment through Graph where it is set up, and says why not elsewhere", () => {
    expect(attachmentEntry(cloud, { ...modern, graph: "ready" })).toMatchObject({
      kind: "cloud",
      size: null,
      verdict: { ok: true, route: "graphCloud" },
    });
    expect(attachmentEntry(cloud, modern).verdict).toEqual({
      ok: false,
      reason: expect.stringMatching(/OneDrive or SharePoint.*save a copy/),
    });
    expect(attachmentEntry(cloud, { ...modern, graph: "notAllowed" }).verdict).toEqual({
      ok: false,
      reason: expect.stringMatching(/your organisation does not let/),
    });
    // A link to a type the service does not read is refused as such.
    expect(attachmentEntry({ ...cloud, name: "budget.xlsx" }, { ...modern, graph: "ready" }).verdict.ok).toBe(false);
  });

  it("without Mailbox 1.8 takes the Graph path for a received message, or says what to do", () => {
    expect(attachmentEntry(file("scan.pdf"), older("ready")).verdict).toEqual({ ok: true, route: "graph" });
    expect(accessProblem(older("ready"))).toBeNull();
    expect(attachmentEntry(file("scan.pdf"), older("notConfigured")).verdict.ok).toBe(false);
    expect(accessProblem(older("notConfigured"))).toMatch(/cannot hand attachments to add-ins.*Choose files.*administrator/);
    expect(accessProblem(older("notAllowed"))).toMatch(/your organisation does not let this add-in read mail/);
    // Without REST ids (Mailbox 1.3) Graph cannot find the message.
    expect(accessProblem(older("ready", { restIds: false }))).toMatch(/nor name the message/);
    // A draft has no id Graph knows: it needs Mailbox 1.8.
    expect(accessProblem(older("ready", { mode: "compose" }))).toMatch(/draft's attachments/);
    expect(accessProblem(modern)).toBeNull();
  });

  it("lists what can be sent first, Outlook's order kept within each group", () => {
    const names = attachmentEntries([file("logo.png", 100, { isInline: true }), file("b.pdf"), cloud, file("terms.docx"), file("a.png")], {
      ...modern,
      graph: "ready",
    }).map((e) => e.name);
    expect(names).toEqual(["b.pdf", "a.png", "fax.tiff", "logo.png", "terms.docx"]);
  });

  it("labels the item and keeps an origin that finds the attachment again", () => {
    expect(mailLabel(message)).toBe("Invoice March, J. Rivera");
    expect(mailLabel({ mode: "compose", itemId: null, subject: "Re: Notes", from: "" })).toBe("Draft: Re: Notes");
    expect(mailLabel({ ...message, subject: " " })).toBe("(no subject), J. Rivera");
    const origin = attachmentOrigin(message, { id: "att/1", name: "scan.pdf", size: 4900 }, "AAMk-msg");
    expect(origin).toEqual({
      kind: "outlook",
      label: "Invoice March, J. Rivera",
      ref: { outlookItemId: "AAMk/msg", attachmentId: "att/1", attachmentName: "scan.pdf", size: 4900, graphMessageId: "AAMk-msg" },
      scopes: [],
    });
    expect(isSameAttachment(origin, message, "att/1")).toBe(true);
    expect(isSameAttachment(origin, message, "att/2")).toBe(false);
    expect(isSameAttachment(origin, { ...message, itemId: "other" }, "att/1")).toBe(false);
    expect(isSameAttachment(undefined, message, "att/1")).toBe(false);
  });
});
