// The mailbox the Outlook double shows (and the emulated Microsoft 365 serves through Graph, so the pane's Graph
// path finds the same messages): a message with attachments of every kind the pane must tell apart (files of the
// service's types, an inline picture, a type the service does not read, one too big, an attached message, a
// cloud attachment linking to OneDrive), two plainer ones, one without attachments, and a draft with its own
// attachment (compose mode). Plain data, no file system: the bytes are named samples under test/fixtures (read
// by Node, fetched by the browser preview) or small inline Base64.

export interface SeedAttachment {
  /** Graph's id of the attachment (the double derives Exchange's from it). */
  id: string;
  name: string;
  /** Outlook's attachment types: a file, an attached item (message), a link to a file in OneDrive/SharePoint. */
  type: "file" | "item" | "cloud";
  contentType: string;
  /** Shown in the body (a signature's logo) rather than in the attachment list. */
  inline?: boolean;
  /** The bytes: a sample under test/fixtures ... */
  fixture?: string;
  /** ... or inline Base64. */
  base64?: string;
  /** Metadata size where the bytes are not kept (a file too big to send). */
  size?: number;
  /** Cloud attachments: the file's address in OneDrive (the emulated Graph resolves it with /shares). */
  url?: string;
  /** Cloud attachments: the drive item the address points at (emulated Graph). */
  driveItemId?: string;
}

export interface SeedMessage {
  /** Graph's (REST) id; Exchange's id, which Office.js hands out, is derived from it (see ewsId). */
  id: string;
  subject: string;
  from: { name: string; address: string };
  to: Array<{ name: string; address: string }>;
  received: string;
  body: string;
  attachments: SeedAttachment[];
}

export interface SeedDraft {
  id: string;
  subject: string;
  to: Array<{ name: string; address: string }>;
  /** The text written so far; the cursor is at its end. */
  body: string;
  attachments: SeedAttachment[];
}

/** A small picture that is no sample: the service transcribes it as "<its file name>, page 1 of 1" (markup kept). */
export const WHITEBOARD_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAJUlEQVR4AXXBMQHAMAzAMC38cQ6Cnx4tgkjfPT8RERGNxViMxQNXvAmi6G/TkwAAAABJRU5ErkJggg==";

/** The address a cloud attachment links to (a file in the user's OneDrive). */
export const CLOUD_FAX_URL = "https://contoso-my.sharepoint.test/personal/alex_contoso_test/Documents/fax-two-pages.tiff";

const ME = { name: "Alex Wilber", address: "alex@contoso.test" };
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const SEED_MESSAGES: readonly SeedMessage[] = [
  {
    id: "msg-scans",
    subject: "Scans for the quarterly report",
    from: { name: "Dana Whitfield", address: "dana.whitfield@fabrikam.test" },
    to: [ME],
    received: "2026-03-12T09:30:00Z",
    body: "Hi Alex,\n\nHere are Tuesday's scans: my handwritten notes, the quarterly report and a photo of the whiteboard. The fax is in OneDrive, the full archive was too big to scan again.\n\nDana",
    attachments: [
      { id: "att-note", name: "handwritten-note.png", type: "file", contentType: "image/png", fixture: "handwritten-note.png" },
      { id: "att-report", name: "quarterly-report.pdf", type: "file", contentType: "application/pdf", fixture: "quarterly-report.pdf" },
      { id: "att-board", name: "whiteboard <draft>.png", type: "file", contentType: "image/png", base64: WHITEBOARD_PNG },
      { id: "att-sig", name: "image001.png", type: "file", contentType: "image/png", inline: true, base64: WHITEBOARD_PNG },
      { id: "att-terms", name: "terms.docx", type: "file", contentType: DOCX, base64: "UEs=" },
      { id: "att-archive", name: "archive-scan.pdf", type: "file", contentType: "application/pdf", size: 250 * 1024 * 1024 },
      { id: "att-fwd", name: "Re: Budget approval", type: "item", contentType: "message/rfc822", size: 18_432 },
      {
        id: "att-cloud",
        name: "fax-two-pages.tiff",
        type: "cloud",
        contentType: "image/tiff",
        size: 0,
        url: CLOUD_FAX_URL,
        driveItemId: "fax",
      },
    ],
  },
  {
    id: "msg-invoice",
    subject: "Invoice March",
    from: { name: "J. Rivera", address: "j.rivera@fabrikam.test" },
    to: [ME],
    received: "2026-03-10T14:00:00Z",
    body: "Hello,\n\nPlease find the expense claim for March attached.\n\nJ. Rivera",
    attachments: [
      { id: "att-claim", name: "expense-claim.pdf", type: "file", contentType: "application/pdf", fixture: "expense-claim.pdf" },
      { id: "att-logo", name: "logo.png", type: "file", contentType: "image/png", inline: true, fixture: "handwritten-note.png" },
      { id: "att-terms", name: "terms.docx", type: "file", contentType: DOCX, base64: "UEs=" },
    ],
  },
  {
    id: "msg-notes",
    subject: "Notes from the meeting",
    from: { name: "Sam Lee", address: "sam.lee@contoso.test" },
    to: [ME],
    received: "2026-03-08T11:00:00Z",
    body: "Alex,\n\nMy notes from the meeting, as promised.\n\nSam",
    attachments: [
      { id: "att-note", name: "handwritten-note.png", type: "file", contentType: "image/png", fixture: "handwritten-note.png" },
    ],
  },
  {
    id: "msg-plain",
    subject: "Lunch?",
    from: { name: "Sam Lee", address: "sam.lee@contoso.test" },
    to: [ME],
    received: "2026-03-11T12:00:00Z",
    body: "Lunch at noon on Friday?",
    attachments: [],
  },
];

export const SEED_DRAFTS: readonly SeedDraft[] = [
  {
    id: "draft-notes",
    subject: "Re: Notes from the meeting",
    to: [{ name: "Sam Lee", address: "sam.lee@contoso.test" }],
    body: "Hi Sam,\n\nThanks for the notes. Here is what the fax says:\n",
    attachments: [
      { id: "att-draft-fax", name: "fax-two-pages.tiff", type: "file", contentType: "image/tiff", fixture: "fax-two-pages.tiff" },
    ],
  },
];

/** Exchange's id of an item (what Office.js hands out) from its REST id: REST writes "-" and "_" where EWS writes "/" and "+". */
export const ewsId = (restId: string): string => restId.replace(/-/g, "/").replace(/_/g, "+");

/** The reverse, as Office.context.mailbox.convertToRestId does. */
export const restId = (ewsItemId: string): string => ewsItemId.replace(/\//g, "-").replace(/\+/g, "_");
