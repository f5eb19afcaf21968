// The in-memory mailbox behind the Outlook double: messages (read mode) and drafts (compose mode), the item
// selected, the reply forms the add-in opened, and whether the task pane is pinned. Selecting another item
// tells the ItemChanged handlers, as Outlook does for a pinned pane. The preview draws it; tests read it.
import { ChangeNotifier } from "./changeNotifier";
import { ewsId, type SeedAttachment, type SeedDraft, type SeedMessage } from "./mailboxSeed";

export interface MailAttachment extends SeedAttachment {
  /** Exchange's attachment id (for a cloud attachment, its address), as Office.js hands it out. */
  officeId: string;
  /** The bytes, once loaded (null for an attachment whose bytes are not kept, such as one too big). */
  bytes: Uint8Array | null;
  /** Size in bytes as Outlook reports it. */
  reportedSize: number;
}

export interface MailMessage extends Omit<SeedMessage, "attachments"> {
  /** Exchange's id, as Office.js's item.itemId gives it. */
  itemId: string;
  attachments: MailAttachment[];
}

/** Something the add-in put into a draft's body, and how it asked for it (text or HTML). */
export interface DraftInsert {
  data: string;
  coercionType: string;
}

export interface MailDraft {
  id: string;
  subject: string;
  to: Array<{ name: string; address: string }>;
  /** The body as plain text. */
  body: string;
  /** Where the cursor is in `body`. */
  cursor: number;
  attachments: MailAttachment[];
  /** What the add-in inserted, in order. */
  inserts: DraftInsert[];
}

/** A reply form the add-in opened (displayReplyForm / displayReplyFormAsync): Outlook shows it as a new reply. */
export interface ReplyForm {
  inReplyTo: string;
  subject: string;
  /** The body as the add-in handed it: HTML, by the API's definition. */
  htmlBody: string;
  /** displayReplyFormAsync (Mailbox 1.9) or the older displayReplyForm. */
  api: "displayReplyForm" | "displayReplyFormAsync";
}

export type Selection = { kind: "message"; id: string } | { kind: "draft"; id: string } | null;

/** Reads an attachment's bytes (a sample named in the seed). */
export type FixtureLoader = (name: string) => Promise<Uint8Array>;

function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function loadAttachment(seed: SeedAttachment, messageId: string, load: FixtureLoader): Promise<MailAttachment> {
  const bytes = seed.fixture ? await load(seed.fixture) : seed.base64 ? decodeBase64(seed.base64) : null;
  return {
    ...seed,
    // A cloud attachment's id is its address (Office.js's AttachmentDetails.id).
    officeId: seed.type === "cloud" && seed.url ? seed.url : ewsId(`${messageId}-${seed.id}`),
    bytes,
    reportedSize: seed.size ?? bytes?.length ?? 0,
  };
}

export class MailboxModel extends ChangeNotifier {
  selection: Selection;
  /** Outlook keeps a pinned pane open across items (and tells it with ItemChanged); an unpinned one closes. */
  pinned = true;
  readonly replies: ReplyForm[] = [];
  private readonly itemChangedHandlers = new Set<() => void>();

  private constructor(
    readonly messages: MailMessage[],
    readonly drafts: MailDraft[],
  ) {
    super();
    this.selection = messages[0] ? { kind: "message", id: messages[0].id } : null;
  }

  /** A mailbox with the seed's messages and drafts, their attachments' bytes loaded. */
  static async create(messages: readonly SeedMessage[], drafts: readonly SeedDraft[], load: FixtureLoader): Promise<MailboxModel> {
    const mail = await Promise.all(
      messages.map(async (m) => ({
        ...m,
        itemId: ewsId(m.id),
        attachments: await Promise.all(m.attachments.map((a) => loadAttachment(a, m.id, load))),
      })),
    );
    const composed = await Promise.all(
      drafts.map(async (d) => ({
        ...d,
        cursor: d.body.length,
        inserts: [],
        attachments: await Promise.all(d.attachments.map((a) => loadAttachment(a, d.id, load))),
      })),
    );
    return new MailboxModel(mail, composed);
  }

  message(id: string): MailMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  draft(id: string): MailDraft | undefined {
    return this.drafts.find((d) => d.id === id);
  }

  /** Selects a message or a draft (null: nothing, as when a folder is empty); ItemChanged follows. */
  select(selection: Selection): void {
    this.selection = selection;
    this.notify();
    for (const handler of [...this.itemChangedHandlers]) setTimeout(handler, 0);
  }

  setPinned(pinned: boolean): void {
    this.pinned = pinned;
    this.notify();
  }

  onItemChanged(handler: () => void): void {
    this.itemChangedHandlers.add(handler);
  }

  offItemChanged(): void {
    this.itemChangedHandlers.clear();
  }

  get itemChangedListeners(): number {
    return this.itemChangedHandlers.size;
  }

  /** Text the add-in put in at a draft's cursor (setSelectedDataAsync); the cursor moves after it. */
  insertAtCursor(draftId: string, insert: DraftInsert): void {
    const draft = this.draft(draftId);
    if (!draft) return;
    draft.body = draft.body.slice(0, draft.cursor) + insert.data + draft.body.slice(draft.cursor);
    draft.cursor += insert.data.length;
    draft.inserts.push(insert);
    this.notify();
  }

  /** The user clicks into a draft's body at `offset`. */
  moveCursor(draftId: string, offset: number): void {
    const draft = this.draft(draftId);
    if (!draft) return;
    draft.cursor = Math.max(0, Math.min(offset, draft.body.length));
    this.notify();
  }

  openReply(reply: ReplyForm): void {
    this.replies.push(reply);
    this.notify();
  }
}
