// Outlook in the preview: the mailbox (messages and drafts; selecting one is Outlook's ItemChanged), the item
// open (a message being read, with its attachments and the add-in's "Transcribe attachments" button, or a draft
// being written, with its cursor), and the reply forms the add-in opened, drawn as a mail client draws them:
// their HTML body in a sandboxed frame, so markup the add-in failed to escape would show as markup does.
import type { CSSProperties } from "react";
import type { HostDouble } from "../host/install";
import type { MailAttachment, MailDraft, MailMessage, MailboxModel } from "../host/outlookModel";
import { useModel } from "./previewStyles";

const css: Record<string, CSSProperties> = {
  layout: { display: "flex", gap: 16, alignItems: "flex-start", minHeight: "100%" },
  list: { width: 240, flex: "none", background: "#fff", border: "1px solid #e1dfdd", borderRadius: 4, padding: 0, margin: 0 },
  folder: { fontSize: 12, fontWeight: 600, color: "#605e5c", padding: "8px 12px 4px", margin: 0 },
  entry: {
    display: "block",
    width: "100%",
    textAlign: "left",
    padding: "8px 12px",
    border: 0,
    borderTop: "1px solid #f3f2f1",
    background: "transparent",
    cursor: "pointer",
    font: "inherit",
  },
  selected: { background: "#deecf9" },
  reading: {
    flex: 1,
    minWidth: 0,
    background: "#fff",
    border: "1px solid #e1dfdd",
    borderRadius: 4,
    padding: "16px 24px",
    color: "#242424",
  },
  commands: { display: "flex", gap: 8, alignItems: "center", borderBottom: "1px solid #edebe9", paddingBottom: 8, marginBottom: 12 },
  command: { padding: "4px 10px", border: "1px solid #8a8886", borderRadius: 4, background: "#fff", cursor: "pointer", font: "inherit" },
  chips: { display: "flex", flexWrap: "wrap", gap: 8, margin: "12px 0" },
  chip: { border: "1px solid #c8c6c4", borderRadius: 4, padding: "4px 8px", fontSize: 12, background: "#faf9f8" },
  body: { whiteSpace: "pre-wrap", lineHeight: 1.5 },
  reply: { marginTop: 16, border: "1px solid #0f6cbd", borderRadius: 4, padding: 12 },
  frame: { width: "100%", height: 220, border: "1px solid #edebe9", background: "#fff" },
  meta: { fontSize: 12, color: "#605e5c" },
};

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const kib = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Chip({ attachment }: { attachment: MailAttachment }): React.JSX.Element | null {
  if (attachment.inline) return null;
  const kind = attachment.type === "cloud" ? "Link: " : attachment.type === "item" ? "Message: " : "";
  return (
    <span style={css.chip} data-testid="mail-attachment">
      {kind}
      {attachment.name}
      {attachment.type === "cloud" ? " (OneDrive)" : ` (${kib(attachment.reportedSize)})`}
    </span>
  );
}

function MessageView({
  mailbox,
  message,
  onOpenPane,
}: {
  mailbox: MailboxModel;
  message: MailMessage;
  onOpenPane: () => void;
}): React.JSX.Element {
  const inline = message.attachments.filter((a) => a.inline && a.bytes);
  return (
    <article style={css.reading} aria-label="Message" data-testid="outlook-message">
      <div style={css.commands}>
        <button type="button" style={css.command} onClick={onOpenPane}>
          Transcribe attachments
        </button>
        <span style={css.meta}>(the add-in's button on the message's command bar)</span>
      </div>
      <h1 style={{ fontSize: 20, margin: "0 0 4px" }}>{message.subject}</h1>
      <p style={{ margin: 0 }}>
        <strong>{message.from.name}</strong> &lt;{message.from.address}&gt;
      </p>
      <p style={css.meta}>
        To {message.to.map((r) => r.name).join(", ")} · {new Date(message.received).toUTCString()}
      </p>
      <div style={css.chips}>
        {message.attachments.map((a) => (
          <Chip key={a.id} attachment={a} />
        ))}
      </div>
      <div style={css.body}>{message.body}</div>
      {inline.map((a) => (
        <img
          key={a.id}
          alt={a.name}
          style={{ maxHeight: 24, marginTop: 8 }}
          src={`data:${a.contentType};base64,${base64(a.bytes ?? new Uint8Array())}`}
        />
      ))}
      {mailbox.replies
        .filter((r) => r.inReplyTo === message.id)
        .map((r, i) => (
          <section key={i} style={css.reply} aria-label={`Reply ${i + 1}`} data-testid="reply-form">
            <p style={{ margin: "0 0 4px" }}>
              <strong>{r.subject}</strong> to {message.from.name}
            </p>
            <p style={css.meta}>A reply form the add-in opened ({r.api}); its body as Outlook shows it:</p>
            {/* The body is HTML by the API's definition: drawn as a mail client would, with scripts off. */}
            <iframe title={`Reply ${i + 1} body`} sandbox="" srcDoc={r.htmlBody} style={css.frame} data-testid="reply-body" />
          </section>
        ))}
    </article>
  );
}

function DraftView({ mailbox, draft, onOpenPane }: { mailbox: MailboxModel; draft: MailDraft; onOpenPane: () => void }): React.JSX.Element {
  return (
    <article style={css.reading} aria-label="Message being written" data-testid="outlook-draft">
      <div style={css.commands}>
        <button type="button" style={css.command} onClick={onOpenPane}>
          Transcribe attachments
        </button>
        <span style={css.meta}>Draft</span>
      </div>
      <p style={{ margin: "0 0 4px" }}>To {draft.to.map((r) => r.name).join(", ")}</p>
      <p style={{ margin: "0 0 8px" }}>
        <strong>{draft.subject}</strong>
      </p>
      <div style={css.chips}>
        {draft.attachments.map((a) => (
          <Chip key={a.id} attachment={a} />
        ))}
      </div>
      {/* A click in the body puts the cursor at its end (a click in a line would need a text layout). */}
      <div
        style={{ ...css.body, cursor: "text", minHeight: 160, border: "1px solid #edebe9", padding: 8 }}
        data-testid="draft-body"
        onClick={() => mailbox.moveCursor(draft.id, draft.body.length)}
      >
        {draft.body.slice(0, draft.cursor)}
        <span aria-hidden="true" style={{ borderLeft: "2px solid #0f6cbd", marginRight: -2 }} />
        {draft.body.slice(draft.cursor)}
      </div>
      {draft.inserts.length > 0 ? (
        <p style={css.meta} data-testid="draft-inserts">
          Put in by the add-in: {draft.inserts.map((i) => `${i.data.length} characters as ${i.coercionType}`).join("; ")}
        </p>
      ) : null}
    </article>
  );
}

export function OutlookView({ double, onOpenPane }: { double: HostDouble; onOpenPane: () => void }): React.JSX.Element {
  const mailbox = double.mailbox;
  useModel(
    (l) => mailbox?.subscribe(l) ?? (() => undefined),
    () => (mailbox ? JSON.stringify([mailbox.selection, mailbox.replies.length, mailbox.drafts.map((d) => d.body), mailbox.pinned]) : ""),
  );
  if (!mailbox) return <p>No mailbox.</p>;
  const selected = mailbox.selection;
  const message = selected?.kind === "message" ? mailbox.message(selected.id) : undefined;
  const draft = selected?.kind === "draft" ? mailbox.draft(selected.id) : undefined;
  const entry = (kind: "message" | "draft", id: string, title: string, line: string): React.JSX.Element => {
    const active = selected?.kind === kind && selected.id === id;
    return (
      <li key={`${kind}-${id}`} style={{ listStyle: "none" }}>
        <button
          type="button"
          style={{ ...css.entry, ...(active ? css.selected : {}) }}
          aria-current={active ? "true" : undefined}
          onClick={() => mailbox.select({ kind, id })}
        >
          <strong style={{ display: "block" }}>{title}</strong>
          <span style={css.meta}>{line}</span>
        </button>
      </li>
    );
  };
  return (
    <div style={css.layout}>
      <nav aria-label="Mailbox">
        <ul style={css.list}>
          <li style={{ listStyle: "none" }}>
            <p style={css.folder}>Inbox</p>
          </li>
          {mailbox.messages.map((m) =>
            entry("message", m.id, m.from.name, `${m.subject}${m.attachments.some((a) => !a.inline) ? " (attachments)" : ""}`),
          )}
          <li style={{ listStyle: "none" }}>
            <p style={css.folder}>Drafts</p>
          </li>
          {mailbox.drafts.map((d) => entry("draft", d.id, "[Draft]", d.subject))}
        </ul>
      </nav>
      {message ? <MessageView mailbox={mailbox} message={message} onOpenPane={onOpenPane} /> : null}
      {draft ? <DraftView mailbox={mailbox} draft={draft} onOpenPane={onOpenPane} /> : null}
      {!message && !draft ? <p style={css.reading}>No message selected.</p> : null}
    </div>
  );
}
