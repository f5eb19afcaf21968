// Office.context.mailbox for the Outlook double: exactly the Outlook API the add-in calls, over the in-memory
// mailbox (outlookModel.ts), with Office's shapes (AsyncResult callbacks called later, never at once; Exchange
// ids; an attachment's content as Base64, .eml or a URL). A method newer than the Mailbox requirement set the
// double reports is absent, as it is in an older Outlook: ?sets=Mailbox:1.7 in the preview takes the add-in's
// other paths.
import type { MailAttachment, MailDraft, MailMessage, MailboxModel } from "./outlookModel";
import { restId } from "./mailboxSeed";
import { ASYNC_RESULT_STATUS } from "./dialogDouble";

export const MAILBOX_ENUMS = {
  AttachmentType: { File: "file", Item: "item", Cloud: "cloud", Base64: "base64" },
  AttachmentContentFormat: { Base64: "base64", Url: "url", Eml: "eml", ICalendar: "iCalendar" },
  ItemType: { Message: "message", Appointment: "appointment" },
  RestVersion: { v1_0: "v1.0", v2_0: "v2.0", Beta: "beta" },
  BodyType: { Text: "text", Html: "html" },
} as const;

export const COERCION_TYPES = { Text: "text", Html: "html" } as const;

/** Office.EventType.ItemChanged. */
export const ITEM_CHANGED = "olkItemSelectedChanged";

type Callback<T> = (result: {
  status: string;
  value: T;
  error?: { code: number; name: string; message: string };
  asyncContext?: unknown;
}) => void;

/** Office's optional-options-then-callback argument order. */
function callbackOf<T>(optionsOrCallback: unknown, callback?: Callback<T>): Callback<T> | undefined {
  return typeof optionsOrCallback === "function" ? (optionsOrCallback as Callback<T>) : callback;
}

function succeed<T>(callback: Callback<T> | undefined, value: T): void {
  if (callback) setTimeout(() => callback({ status: ASYNC_RESULT_STATUS.Succeeded, value }), 0);
}

function fail<T>(callback: Callback<T> | undefined, code: number, name: string, message: string): void {
  if (callback)
    setTimeout(() => callback({ status: ASYNC_RESULT_STATUS.Failed, value: undefined as T, error: { code, name, message } }), 0);
}

function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Office's AttachmentDetails (read mode) / AttachmentDetailsCompose. */
function details(a: MailAttachment): Record<string, unknown> {
  return {
    id: a.officeId,
    name: a.name,
    contentType: a.contentType,
    size: a.reportedSize,
    attachmentType: a.type,
    isInline: a.inline === true,
    ...(a.type === "cloud" ? { url: a.url } : {}),
  };
}

function contentOf(attachments: readonly MailAttachment[], id: string, callback: Callback<unknown> | undefined): void {
  const a = attachments.find((x) => x.officeId === id);
  if (!a) return fail(callback, 9002, "InvalidAttachmentId", "The attachment ID doesn't exist.");
  if (a.type === "cloud") return succeed(callback, { format: MAILBOX_ENUMS.AttachmentContentFormat.Url, content: a.url ?? "" });
  if (a.type === "item")
    return succeed(callback, {
      format: MAILBOX_ENUMS.AttachmentContentFormat.Eml,
      content: `Subject: ${a.name}\r\n\r\n(forwarded message)`,
    });
  if (!a.bytes) return fail(callback, 9007, "AttachmentSizeExceeded", "The attachment is too large.");
  succeed(callback, { format: MAILBOX_ENUMS.AttachmentContentFormat.Base64, content: base64Of(a.bytes) });
}

/** The reply form's body (what the add-in handed over: a string, or ReplyFormData's htmlBody). */
function replyBody(formData: unknown): string {
  if (typeof formData === "string") return formData;
  const html = (formData as { htmlBody?: unknown } | null)?.htmlBody;
  return typeof html === "string" ? html : "";
}

const REPLY_LIMIT = 32 * 1024;

function readItem(model: MailboxModel, m: MailMessage, has: (version: string) => boolean): Record<string, unknown> {
  const reply = (formData: unknown, api: "displayReplyForm" | "displayReplyFormAsync"): void => {
    const htmlBody = replyBody(formData);
    // Office throws when a string parameter is over its limit.
    if (htmlBody.length > REPLY_LIMIT) throw new Error("The htmlBody parameter is too long (32 KB at most).");
    model.openReply({ inReplyTo: m.id, subject: `RE: ${m.subject}`, htmlBody, api });
  };
  return {
    itemType: MAILBOX_ENUMS.ItemType.Message,
    itemId: m.itemId,
    subject: m.subject,
    from: { displayName: m.from.name, emailAddress: m.from.address },
    sender: { displayName: m.from.name, emailAddress: m.from.address },
    to: m.to.map((r) => ({ displayName: r.name, emailAddress: r.address })),
    dateTimeCreated: new Date(m.received),
    attachments: m.attachments.map(details),
    body: {
      getAsync: (coercionType: string, optionsOrCallback: unknown, callback?: Callback<string>) =>
        succeed(callbackOf(optionsOrCallback, callback), coercionType === COERCION_TYPES.Html ? `<p>${m.body}</p>` : m.body),
    },
    displayReplyForm: (formData: unknown) => reply(formData, "displayReplyForm"),
    ...(has("1.8")
      ? {
          getAttachmentContentAsync: (id: string, optionsOrCallback: unknown, callback?: Callback<unknown>) =>
            contentOf(m.attachments, id, callbackOf(optionsOrCallback, callback)),
        }
      : {}),
    ...(has("1.9")
      ? {
          displayReplyFormAsync: (formData: unknown, optionsOrCallback: unknown, callback?: Callback<void>) => {
            reply(formData, "displayReplyFormAsync");
            succeed(callbackOf(optionsOrCallback, callback) ?? (formData as { callback?: Callback<void> }).callback, undefined);
          },
        }
      : {}),
  };
}

function composeItem(model: MailboxModel, d: MailDraft, has: (version: string) => boolean): Record<string, unknown> {
  return {
    itemType: MAILBOX_ENUMS.ItemType.Message,
    subject: { getAsync: (o: unknown, c?: Callback<string>) => succeed(callbackOf(o, c), d.subject) },
    body: {
      getAsync: (_coercionType: string, o: unknown, c?: Callback<string>) => succeed(callbackOf(o, c), d.body),
      getTypeAsync: (o: unknown, c?: Callback<string>) => succeed(callbackOf(o, c), MAILBOX_ENUMS.BodyType.Html),
      // Mailbox 1.2.
      setSelectedDataAsync: (data: string, optionsOrCallback: unknown, callback?: Callback<void>) => {
        const options =
          typeof optionsOrCallback === "object" && optionsOrCallback !== null ? (optionsOrCallback as { coercionType?: string }) : {};
        if (typeof data !== "string" || data.length > 1_000_000)
          return fail(callbackOf(optionsOrCallback, callback), 1000, "InvalidData", "Invalid data.");
        model.insertAtCursor(d.id, { data, coercionType: options.coercionType ?? COERCION_TYPES.Text });
        succeed(callbackOf(optionsOrCallback, callback), undefined);
      },
    },
    ...(has("1.8")
      ? {
          getAttachmentsAsync: (o: unknown, c?: Callback<unknown[]>) => succeed(callbackOf(o, c), d.attachments.map(details)),
          getAttachmentContentAsync: (id: string, o: unknown, c?: Callback<unknown>) => contentOf(d.attachments, id, callbackOf(o, c)),
        }
      : {}),
  };
}

/** Office.context.mailbox over `model`; `has(version)` says whether Mailbox `version` is supported. */
export function createMailbox(model: MailboxModel, has: (version: string) => boolean): Record<string, unknown> {
  return {
    get item(): Record<string, unknown> | null {
      const selected = model.selection;
      if (selected?.kind === "message") {
        const message = model.message(selected.id);
        return message ? readItem(model, message, has) : null;
      }
      if (selected?.kind === "draft") {
        const draft = model.draft(selected.id);
        return draft ? composeItem(model, draft, has) : null;
      }
      return null;
    },
    userProfile: { displayName: "Alex Wilber", emailAddress: "alex@contoso.test", timeZone: "UTC" },
    diagnostics: { hostName: "OutlookWebApp", hostVersion: "16.0", OWAView: "ThreeColumns" },
    // Mailbox 1.3: Exchange ids into the REST (Graph) form.
    convertToRestId: (id: string) => restId(id),
    // Mailbox 1.5: a pinned pane hears the selected item change.
    addHandlerAsync: (eventType: string, handler: () => void, optionsOrCallback: unknown, callback?: Callback<void>) => {
      const done = callbackOf(optionsOrCallback, callback);
      if (eventType !== ITEM_CHANGED || !has("1.5")) return fail(done, 5001, "InternalError", "The event is not supported.");
      model.onItemChanged(handler);
      succeed(done, undefined);
    },
    removeHandlerAsync: (eventType: string, optionsOrCallback: unknown, callback?: Callback<void>) => {
      if (eventType === ITEM_CHANGED) model.offItemChanged();
      succeed(callbackOf(optionsOrCallback, callback), undefined);
    },
  };
}
