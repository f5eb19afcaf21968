// Outlook's side of reading: the item open in Outlook (a message being read, or one being written), its
// attachments and their content, and hearing the selected item change (a pinned pane follows it). Plain data
// out, Office.js calls in; nothing here decides what can be sent (src/work/outlook does).
import { isSetSupported } from "./requirements";

/** The open item as the pane needs it. */
export interface MailItemInfo {
  /** "read": a received message (reply); "compose": a message being written (insert at the cursor). */
  mode: "read" | "compose";
  /** Exchange's id (read mode; a draft has none until it is saved). */
  itemId: string | null;
  subject: string;
  /** The sender's name or address (read mode), "" when composing. */
  from: string;
}

/** An attachment as Outlook lists it (AttachmentDetails). */
export interface OfficeAttachment {
  /** Exchange's attachment id; for a cloud attachment, the file's address. */
  id: string;
  name: string;
  /** Bytes, as Outlook reports them (0 when it does not know). */
  size: number;
  /** "file", "item" (an attached message or event), "cloud" (a link to OneDrive or SharePoint). */
  type: string;
  isInline: boolean;
  /** Cloud attachments: the file's address. */
  url?: string;
}

/** An attachment's content as Outlook hands it over (Mailbox 1.8). */
export type AttachmentContent = { format: "base64"; content: string } | { format: "url"; url: string } | { format: "other"; kind: string };

/** A failed Office call, with Office's error code. */
export class MailboxError extends Error {
  override readonly name = "MailboxError";
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

type AnyItem = Record<string, unknown> & { body?: Record<string, unknown> };

function mailbox(): Office.Mailbox | null {
  if (typeof Office === "undefined") return null;
  return (Office.context as Office.Context | undefined)?.mailbox ?? null;
}

function item(): AnyItem | null {
  return (mailbox()?.item as unknown as AnyItem | null | undefined) ?? null;
}

/** Calls an Office async method and resolves with its value (rejects with a MailboxError). */
export function officeCall<T>(start: (callback: (result: Office.AsyncResult<T>) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    try {
      start((result) => {
        if (result.status === Office.AsyncResultStatus.Succeeded) resolve(result.value);
        else reject(new MailboxError(result.error?.code ?? null, result.error?.message ?? "Outlook could not do it."));
      });
    } catch (error: unknown) {
      // Office throws, rather than calling back, for arguments over its limits.
      reject(new MailboxError(null, error instanceof Error ? error.message : String(error)));
    }
  });
}

const isReadItem = (i: AnyItem): boolean => typeof i.displayReplyForm === "function";
const isComposeItem = (i: AnyItem): boolean => typeof i.body?.setSelectedDataAsync === "function";

/** The item open now (null when none is: a pinned pane with no message selected). */
export async function readMailItem(): Promise<MailItemInfo | null> {
  const current = item();
  if (!current) return null;
  if (isReadItem(current)) {
    const from = current.from as { displayName?: string; emailAddress?: string } | undefined;
    return {
      mode: "read",
      itemId: typeof current.itemId === "string" ? current.itemId : null,
      subject: typeof current.subject === "string" ? current.subject : "",
      from: from?.displayName || from?.emailAddress || "",
    };
  }
  if (isComposeItem(current)) {
    const subject = current.subject as { getAsync?: (cb: (r: Office.AsyncResult<string>) => void) => void } | undefined;
    const text = subject?.getAsync ? await officeCall<string>((cb) => subject.getAsync?.(cb)).catch(() => "") : "";
    return { mode: "compose", itemId: null, subject: text, from: "" };
  }
  return null;
}

/** Outlook hands attachments' content to add-ins (getAttachmentContentAsync, getAttachmentsAsync): Mailbox 1.8. */
export const attachmentContentSupported = (): boolean => isSetSupported("Mailbox", "1.8");

/** A pinned pane hears the selected item change (ItemChanged): Mailbox 1.5. */
export const itemChangedSupported = (): boolean => isSetSupported("Mailbox", "1.5");

function toAttachment(a: Office.AttachmentDetails | Office.AttachmentDetailsCompose): OfficeAttachment {
  const url = (a as { url?: unknown }).url;
  return {
    id: a.id,
    name: a.name,
    size: typeof a.size === "number" ? a.size : 0,
    type: String(a.attachmentType),
    isInline: a.isInline === true,
    ...(typeof url === "string" ? { url } : {}),
  };
}

/**
 * The open item's attachments: a received message lists them itself (Mailbox 1.1); a message being written
 * only through getAttachmentsAsync (Mailbox 1.8): null where that is missing.
 */
export async function listAttachments(): Promise<OfficeAttachment[] | null> {
  const current = item();
  if (!current) return [];
  if (isReadItem(current)) return ((current.attachments as Office.AttachmentDetails[] | undefined) ?? []).map(toAttachment);
  const getAll = current.getAttachmentsAsync as
    ((cb: (r: Office.AsyncResult<Office.AttachmentDetailsCompose[]>) => void) => void) | undefined;
  if (typeof getAll !== "function") return null;
  return (await officeCall<Office.AttachmentDetailsCompose[]>((cb) => getAll.call(current, cb))).map(toAttachment);
}

/** The content of one attachment of the open item (Mailbox 1.8). */
export async function attachmentContent(id: string): Promise<AttachmentContent> {
  const current = item();
  const get = current?.getAttachmentContentAsync as
    ((id: string, cb: (r: Office.AsyncResult<Office.AttachmentContent>) => void) => void) | undefined;
  if (!current || typeof get !== "function") throw new MailboxError(null, "getAttachmentContentAsync is not available.");
  const content = await officeCall<Office.AttachmentContent>((cb) => get.call(current, id, cb));
  const format = String(content.format);
  if (format === "base64") return { format: "base64", content: content.content };
  if (format === "url") return { format: "url", url: content.content };
  return { format: "other", kind: format };
}

/** Exchange's item id in the form Microsoft Graph takes (Mailbox 1.3), or null where Outlook cannot say. */
export function graphMessageId(itemId: string): string | null {
  const box = mailbox();
  if (!box || typeof box.convertToRestId !== "function" || !isSetSupported("Mailbox", "1.3")) return null;
  return box.convertToRestId(itemId, Office.MailboxEnums.RestVersion.v2_0);
}

/**
 * Calls `listener` whenever the selected item changes (a pinned pane). Resolves with a function that stops
 * listening; where ItemChanged is missing (Mailbox 1.5), the pane closes with the item anyway.
 */
export async function watchMailItem(listener: () => void): Promise<() => void> {
  const box = mailbox();
  if (!box || !itemChangedSupported()) return () => undefined;
  await officeCall<void>((cb) => box.addHandlerAsync(Office.EventType.ItemChanged, listener, cb));
  return () => box.removeHandlerAsync(Office.EventType.ItemChanged);
}
