// The emulated Microsoft 365 tenant's content: one signed-in user, their OneDrive (folders, a file too big, a
// file of another type), files shared with them from a colleague's drive, a followed SharePoint site with a
// document library, and mail with attachments. File bytes are the samples under test/fixtures.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SEED_MESSAGES } from "../host/mailboxSeed";

const FIXTURES = join(__dirname, "../../test/fixtures");
const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));

export const TENANT_ID = "9188040d-6c67-4c5b-b112-36a304b66dad";
export const USER = { id: "5f1c7a2e-0000-4000-8000-00000000a1ex", name: "Alex Wilber", username: "alex@contoso.test" };

export interface EmuItem {
  id: string;
  driveId: string;
  name: string;
  /** null for the drive's root. */
  parentId: string | null;
  folder: boolean;
  mimeType?: string;
  bytes?: Buffer;
  /** Metadata size when it differs from the bytes (a file too big to send or cut, without storing 250 MB). */
  size?: number;
  modified: string;
}

export interface EmuAttachment {
  id: string;
  name: string;
  contentType: string;
  /** Graph's kinds: a file, an attached item, a reference (a link to OneDrive or SharePoint). */
  type: "file" | "item" | "cloud";
  /** null where the bytes are not kept (a file too big to send: only its size is listed). */
  bytes: Buffer | null;
  size: number;
  isInline?: boolean;
  url?: string;
}

export interface EmuMessage {
  id: string;
  subject: string;
  from: { name: string; address: string };
  received: string;
  attachments: EmuAttachment[];
}

export interface Tenant {
  items: EmuItem[];
  /** Sharing addresses (cloud attachments' links) and the drive item each points at. */
  shares: Record<string, string>;
  sharedWithMe: string[];
  sites: Array<{ id: string; displayName: string; webUrl: string; drives: Array<{ id: string; name: string }> }>;
  messages: EmuMessage[];
}

const file = (
  id: string,
  driveId: string,
  parentId: string,
  name: string,
  mimeType: string,
  bytes: Buffer,
  modified: string,
  size?: number,
): EmuItem => ({
  id,
  driveId,
  parentId,
  name,
  folder: false,
  mimeType,
  bytes,
  modified,
  ...(size === undefined ? {} : { size }),
});
const folder = (id: string, driveId: string, parentId: string | null, name: string): EmuItem => ({
  id,
  driveId,
  parentId,
  name,
  folder: true,
  modified: "2026-03-01T08:00:00Z",
});

export function seedTenant(): Tenant {
  const pdf = fixture("quarterly-report.pdf");
  const note = fixture("handwritten-note.png");
  const fax = fixture("fax-two-pages.tiff");
  const claim = fixture("expense-claim.pdf");
  return {
    items: [
      folder("root-me", "drive-me", null, "root"),
      folder("scans", "drive-me", "root-me", "Scans"),
      folder("scans-2026", "drive-me", "scans", "2026"),
      file("inv-01", "drive-me", "scans-2026", "invoice-01.pdf", "application/pdf", pdf, "2026-03-02T09:00:00Z"),
      file("inv-02", "drive-me", "scans-2026", "invoice-02.png", "image/png", note, "2026-03-03T09:00:00Z"),
      file("inv-03", "drive-me", "scans-2026", "invoice-03.pdf", "application/pdf", pdf, "2026-03-04T09:00:00Z"),
      file("inv-04", "drive-me", "scans-2026", "handwritten-note.png", "image/png", note, "2026-03-05T09:00:00Z"),
      file("big", "drive-me", "scans-2026", "archive-scan.pdf", "application/pdf", pdf, "2026-03-06T09:00:00Z", 250 * 1024 * 1024),
      file(
        "memo",
        "drive-me",
        "scans-2026",
        "memo.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        Buffer.from("PK"),
        "2026-03-06T10:00:00Z",
      ),
      file("fax", "drive-me", "root-me", "fax-two-pages.tiff", "image/tiff", fax, "2026-02-20T09:00:00Z"),
      folder("root-colleague", "drive-colleague", null, "root"),
      file("shared-claim", "drive-colleague", "root-colleague", "team-expenses.pdf", "application/pdf", claim, "2026-02-27T09:00:00Z"),
      folder("root-finance", "drive-finance", null, "root"),
      folder("fin-2026", "drive-finance", "root-finance", "Receipts 2026"),
      file("fin-claim", "drive-finance", "fin-2026", "expense-claim.pdf", "application/pdf", claim, "2026-03-07T09:00:00Z"),
    ],
    sharedWithMe: ["shared-claim"],
    shares: Object.fromEntries(
      SEED_MESSAGES.flatMap((m) => m.attachments).flatMap((a) => (a.url && a.driveItemId ? [[a.url, a.driveItemId]] : [])),
    ),
    sites: [
      {
        id: "contoso.test,site-finance",
        displayName: "Finance",
        webUrl: "https://contoso.test/sites/finance",
        drives: [{ id: "drive-finance", name: "Documents" }],
      },
    ],
    // The mailbox the Outlook double shows too (dev/host/mailboxSeed.ts), so the pane's Graph path finds it.
    messages: SEED_MESSAGES.map((m) => ({
      id: m.id,
      subject: m.subject,
      from: m.from,
      received: m.received,
      attachments: m.attachments.map((a): EmuAttachment => {
        const bytes = a.fixture ? fixture(a.fixture) : a.base64 ? Buffer.from(a.base64, "base64") : null;
        return {
          id: a.id,
          name: a.name,
          contentType: a.contentType,
          type: a.type,
          bytes,
          size: a.size ?? bytes?.length ?? 0,
          ...(a.inline ? { isInline: true } : {}),
          ...(a.url ? { url: a.url } : {}),
        };
      }),
    })),
  };
}
