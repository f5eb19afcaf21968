// Outlook's writers: a reply to the message being read, with a body made beforehand, and text put in at the
// cursor of a message being written. Never service text as HTML: a reply form's body is HTML by Office's
// definition, so src/insert has the lines escaped and cut to the form's limit first (src/results/mailText.ts)
// and hands the writer that body; the draft gets plain text with coercion Text. Plain data in, Office.js calls out.
import { MailboxError, officeCall } from "./mailbox";
import { isSetSupported } from "./requirements";

type ReplyItem = {
  displayReplyForm?: (formData: Office.ReplyFormData) => void;
  displayReplyFormAsync?: (formData: Office.ReplyFormData, callback: (result: Office.AsyncResult<void>) => void) => void;
};

type ComposeItem = {
  body?: {
    setSelectedDataAsync?: (
      data: string,
      options: Office.AsyncContextOptions & { coercionType: Office.CoercionType },
      callback: (result: Office.AsyncResult<void>) => void,
    ) => void;
  };
};

function currentItem<T>(): T | null {
  if (typeof Office === "undefined") return null;
  return ((Office.context as Office.Context | undefined)?.mailbox?.item as unknown as T | null | undefined) ?? null;
}

/** A reply form's body as src/results/mailText.ts makes it: escaped lines, and how many of `total` fit. */
export interface ReplyBodyIn {
  html: string;
  lines: number;
  total: number;
}

export interface ReplyReport {
  /** Lines in the reply, of `total`: a transcript longer than a reply form takes is cut at a line. */
  lines: number;
  total: number;
}

/**
 * Opens a reply to the sender of the message being read, with `body` (escaped lines) as its body.
 * displayReplyFormAsync (Mailbox 1.9) says when it failed; the older displayReplyForm only throws.
 */
export async function replyWithText(body: ReplyBodyIn): Promise<ReplyReport> {
  const item = currentItem<ReplyItem>();
  if (!item || typeof item.displayReplyForm !== "function") throw new MailboxError(null, "There is no message to reply to.");
  const formData: Office.ReplyFormData = { htmlBody: body.html };
  const open = item.displayReplyFormAsync;
  if (isSetSupported("Mailbox", "1.9") && typeof open === "function") await officeCall<void>((cb) => open.call(item, formData, cb));
  else
    try {
      item.displayReplyForm(formData);
    } catch (error: unknown) {
      throw new MailboxError(null, error instanceof Error ? error.message : String(error));
    }
  return { lines: body.lines, total: body.total };
}

/** Puts `text` in at the cursor of the message being written, as text (Mailbox 1.2). */
export async function insertTextAtCursor(text: string): Promise<void> {
  const body = currentItem<ComposeItem>()?.body;
  const set = body?.setSelectedDataAsync;
  if (!body || typeof set !== "function") throw new MailboxError(null, "There is no message being written.");
  await officeCall<void>((cb) => set.call(body, text, { coercionType: Office.CoercionType.Text }, cb));
}
