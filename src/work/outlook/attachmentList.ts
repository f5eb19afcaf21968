// What the Outlook pane makes of the open message's attachments (plain logic, no Office, no React): each
// attachment with its kind, and whether it can be sent and how its bytes are fetched (from Outlook itself with
// Mailbox 1.8, else through Microsoft Graph when the organisation set it up), or why not; and a sentence for the
// whole list when this Outlook cannot hand attachments over at all.
import { t } from "../../i18n/messages";
import { chosenSizeLimit, extensionOf, isServiceType, tooLargeReason } from "../../input/fileTypes";
import type { ItemOrigin } from "../batch/types";

/** An attachment as Outlook lists it (the shape of src/office/mailbox's OfficeAttachment). */
export interface ListedAttachment {
  id: string;
  name: string;
  size: number;
  /** Outlook's attachment type: "file", "item", "cloud" (others are treated as items). */
  type: string;
  isInline: boolean;
  url?: string;
}

/** Where the attachments' bytes can come from in this Outlook. */
export interface AttachmentAccess {
  /** The open item is being read ("read") or written ("compose"). */
  mode: "read" | "compose";
  /** Outlook hands attachments' content to add-ins (Mailbox 1.8). */
  officeContent: boolean;
  /**
   * Microsoft Graph with the Microsoft 365 sign-in: "ready" (the build has an app registration and the
   * organisation's policy allows it), "notConfigured" (no registration) or "notAllowed" (the policy).
   */
  graph: "ready" | "notConfigured" | "notAllowed";
  /** Outlook gives the message's id in Graph's form (Mailbox 1.3). */
  restIds: boolean;
}

export type AttachmentKind = "file" | "inline" | "item" | "cloud";

/** How a sendable attachment's bytes are fetched. */
export type FetchRoute = "office" | "graph" | "graphCloud";

export interface AttachmentEntry {
  id: string;
  name: string;
  kind: AttachmentKind;
  /** Bytes as Outlook reports them (null when it does not say: cloud attachments). */
  size: number | null;
  /** The type as a user says it: the extension in capitals ("PDF"), or null. */
  typeLabel: string | null;
  verdict: { ok: true; route: FetchRoute } | { ok: false; reason: string };
}

function kindOf(a: ListedAttachment): AttachmentKind {
  if (a.type === "cloud") return "cloud";
  if (a.type !== "file") return "item";
  return a.isInline ? "inline" : "file";
}

/** The route for the message's own files in this Outlook, or null when there is none. */
function fileRoute(access: AttachmentAccess): FetchRoute | null {
  if (access.officeContent) return "office";
  // Graph reads a received message by its id; a message being written has none Outlook gives out here.
  if (access.graph === "ready" && access.mode === "read" && access.restIds) return "graph";
  return null;
}

/** Why a cloud attachment cannot be fetched here. */
function cloudReason(access: AttachmentAccess): string {
  return access.graph === "notAllowed" ? t("outlook.attachments.cloudNotAllowed") : t("outlook.attachments.cloudNoGraph");
}

export function attachmentEntry(a: ListedAttachment, access: AttachmentAccess): AttachmentEntry {
  const kind = kindOf(a);
  const extension = extensionOf(a.name);
  const base = {
    id: a.id,
    name: a.name,
    kind,
    size: kind === "cloud" ? null : a.size,
    typeLabel: kind === "item" || extension === "" ? null : extension.toUpperCase(),
  };
  const no = (reason: string): AttachmentEntry => ({ ...base, verdict: { ok: false, reason } });
  if (kind === "item") return no(t("outlook.attachments.itemReason"));
  if (kind === "inline") return no(t("outlook.attachments.inlineReason"));
  if (!isServiceType(a.name, undefined)) return no(t("outlook.attachments.typeReason", { type: base.typeLabel ?? "none" }));
  if (kind === "cloud") {
    // The link is resolved through Graph (its size is known only then, and checked after download).
    return access.graph === "ready" ? { ...base, verdict: { ok: true, route: "graphCloud" } } : no(cloudReason(access));
  }
  // A PDF or TIFF over the service's limit is fetched like any other: its pages are chosen before sending.
  if (a.size > chosenSizeLimit(a.name, undefined)) return no(tooLargeReason(a.size, a.name, undefined));
  if (a.size === 0) return no(t("microsoft.sources.empty"));
  const route = fileRoute(access);
  return route ? { ...base, verdict: { ok: true, route } } : no(t("outlook.attachments.noRoute"));
}

/** Files first (in Outlook's order), then cloud links, then what cannot be sent. */
export function attachmentEntries(attachments: readonly ListedAttachment[], access: AttachmentAccess): AttachmentEntry[] {
  const entries = attachments.map((a) => attachmentEntry(a, access));
  const rank = (e: AttachmentEntry): number => (e.verdict.ok ? (e.kind === "cloud" ? 1 : 0) : 2);
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
}

/**
 * The sentence for the whole list when this Outlook cannot hand over the message's own files (Mailbox 1.8
 * missing and no Graph route): what to do instead. Null when they can be sent.
 */
export function accessProblem(access: AttachmentAccess): string | null {
  if (fileRoute(access)) return null;
  if (access.mode === "compose") return t("outlook.attachments.composeNeedsNewer");
  if (access.graph === "notAllowed") return t("outlook.attachments.needsNewerNotAllowed");
  if (access.graph === "ready") return t("outlook.attachments.needsNewerNoIds");
  return t("outlook.attachments.needsNewerNoGraph");
}

/** The open item as its attachments' origin says it ("Invoice March, J. Rivera"; a draft by its subject). */
export interface MailSource {
  mode: "read" | "compose";
  /** Exchange's id (read mode), null for a draft. */
  itemId: string | null;
  subject: string;
  from: string;
}

/** "Invoice March, J. Rivera" / "Draft: Re: Notes" / "(no subject)". */
export function mailLabel(item: MailSource): string {
  const subject = item.subject.trim() || t("microsoft.sources.noSubject");
  if (item.mode === "compose") return t("outlook.attachments.draftLabel", { subject });
  return item.from ? t("microsoft.sources.messageLabel", { subject, sender: item.from }) : subject;
}

/**
 * The origin a sent attachment keeps (shown on its row as "From mail: …", and used to fetch it again after a
 * reopen: from Outlook while the message is open, else through Graph).
 */
export function attachmentOrigin(
  item: MailSource,
  entry: Pick<AttachmentEntry, "id" | "name" | "size">,
  graphMessageId: string | null = null,
): ItemOrigin {
  const ref = { outlookItemId: item.itemId ?? "", attachmentId: entry.id, attachmentName: entry.name, size: entry.size ?? 0 };
  // Graph's id of the message lets any pane (Word, Excel) fetch the attachment again through Graph.
  return { kind: "outlook", label: mailLabel(item), ref: graphMessageId ? { ...ref, graphMessageId } : ref, scopes: [] };
}

/** Whether a queue item's origin is this attachment of this item (sent already: its row says how it goes). */
export function isSameAttachment(origin: ItemOrigin | undefined, item: MailSource, attachmentId: string): boolean {
  if (origin?.kind !== "outlook" || !("outlookItemId" in origin.ref)) return false;
  return origin.ref.outlookItemId === (item.itemId ?? "") && origin.ref.attachmentId === attachmentId;
}
