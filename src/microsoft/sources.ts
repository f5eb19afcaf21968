// The Microsoft 365 sources' plain logic (issue 13): which OneDrive/SharePoint items and mail attachments can
// be chosen (the service's types, 20 MB or a PDF or TIFF to choose pages from, by the item's metadata, before
// anything is downloaded), the origin
// each chosen file keeps (and its label on the row), and fetching a file's bytes again from that origin
// (after a reopen). No React, no msal: it takes a GraphClient.
import {
  SCOPES,
  attachmentContent,
  driveItem,
  driveItemContent,
  type Attachment,
  type DriveItem,
  type GraphClient,
  type Message,
} from "../graph";
import { t } from "../i18n/messages";
import { checkChosenFile } from "../input/fileCheck";
import { selectable, type Selectable } from "../input/fileTypes";
import type { FileInput, ItemOrigin } from "../work/batch/types";

export { originLabel } from "./originLabel";
export { selectable, type Selectable };

export type OriginKind = ItemOrigin["kind"];

/** A drive item as the browser shows it: a folder to open, or a file (shared items point into another drive). */
export interface DriveEntry {
  kind: "folder" | "file";
  name: string;
  driveId: string;
  itemId: string;
  size: number | undefined;
  /** Folder path inside the drive, without the drive root ("Scans/2026"), "" at the root. */
  folderPath: string;
  selectable: Selectable;
}

/** "/drive/root:/Scans/2026" or "/drives/b!x/root:/Scans" -> "Scans/2026". */
export function folderPathOf(path: string | undefined): string {
  if (!path) return "";
  const at = path.indexOf("root:");
  const rest = at < 0 ? "" : path.slice(at + "root:".length);
  return decodeURIComponent(rest.replace(/^\/+/, ""));
}

export function driveEntry(item: DriveItem): DriveEntry | null {
  const target = item.remoteItem ?? item;
  const driveId = target.parentReference?.driveId ?? item.parentReference?.driveId;
  if (!driveId) return null;
  const name = item.name || target.name || "";
  const folder = (target.folder ?? item.folder) !== undefined;
  const size = target.size ?? item.size;
  const entry = {
    name,
    driveId,
    itemId: target.id,
    size,
    folderPath: folderPathOf(target.parentReference?.path ?? item.parentReference?.path),
  };
  if (folder) return { kind: "folder", ...entry, selectable: { ok: true } };
  if ((target.file ?? item.file) === undefined) return null;
  return { kind: "file", ...entry, selectable: selectable(name, target.file?.mimeType ?? item.file?.mimeType, size) };
}

/** Folders first, then files, each by name. */
export function driveEntries(items: readonly DriveItem[]): DriveEntry[] {
  const entries = items.map(driveEntry).filter((e): e is DriveEntry => e !== null);
  return entries.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "folder" ? -1 : 1));
}

/** A message as the mail picker lists it. */
export interface MessageEntry {
  id: string;
  subject: string;
  sender: string;
  receivedAt: string;
}

export function messageEntries(messages: readonly Message[]): MessageEntry[] {
  return messages
    .filter((m) => m.hasAttachments !== false)
    .map((m) => ({
      id: m.id,
      subject: m.subject?.trim() || t("microsoft.sources.noSubject"),
      sender: m.from?.emailAddress?.name?.trim() || m.from?.emailAddress?.address || t("microsoft.sources.unknownSender"),
      receivedAt: m.receivedDateTime ?? "",
    }))
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/** The file attachments of the service's types (inline pictures and attached items left out). */
export function attachmentEntries(attachments: readonly Attachment[]): Array<Attachment & { selectable: Selectable }> {
  return attachments
    .filter((a) => !a.isInline && (a["@odata.type"] === undefined || a["@odata.type"] === "#microsoft.graph.fileAttachment"))
    .map((a) => ({ ...a, selectable: selectable(a.name, a.contentType, a.size) }));
}

export function driveOrigin(kind: "onedrive" | "sharepoint", entry: DriveEntry, scopes: readonly string[]): ItemOrigin {
  const label = entry.folderPath ? `${entry.folderPath}/${entry.name}` : entry.name;
  return { kind, label, ref: { driveId: entry.driveId, itemId: entry.itemId }, scopes: [...scopes] };
}

/** "Invoice March, J. Rivera": how a message is named in the picker and in a file's origin. */
export function messageLabel(message: Pick<MessageEntry, "subject" | "sender">): string {
  return t("microsoft.sources.messageLabel", { subject: message.subject, sender: message.sender });
}

export function mailOrigin(message: MessageEntry, attachmentId: string): ItemOrigin {
  return {
    kind: "mail",
    label: messageLabel(message),
    ref: { messageId: message.id, attachmentId },
    scopes: [...SCOPES.mail],
  };
}

/**
 * The bytes of an origin, fetched again: a drive item's metadata is read first (a deleted file says so, and
 * one grown over what may be chosen is not downloaded), then its content.
 */
export async function fetchOrigin(graph: GraphClient, origin: ItemOrigin, signal?: AbortSignal): Promise<Blob> {
  const options = signal ? { signal } : {};
  if ("messageId" in origin.ref) return attachmentContent(graph, origin.ref.messageId, origin.ref.attachmentId, options);
  // An Outlook item's attachment is fetched again by the Outlook pane's own refetcher (src/taskpane/outlook).
  if (!("driveId" in origin.ref)) throw new Error(t("microsoft.sources.downloadFailed"));
  const { driveId, itemId } = origin.ref;
  const item = await driveItem(graph, driveId, itemId, origin.scopes, options);
  const verdict = selectable(item.name, item.file?.mimeType, item.size);
  if (!verdict.ok) throw new Error(t("microsoft.sources.refused", { name: item.name, reason: verdict.reason }));
  return driveItemContent(graph, driveId, itemId, origin.scopes, options);
}

/** Downloads chosen items and checks each by content; a failure is reported per file, the others go on. */
export async function downloadChosen(
  graph: GraphClient,
  chosen: ReadonlyArray<{ name: string; origin: ItemOrigin }>,
  signal?: AbortSignal,
): Promise<Array<{ ok: true; input: FileInput } | { ok: false; name: string; problem: string }>> {
  return Promise.all(
    chosen.map(async ({ name, origin }) => {
      try {
        const blob = await fetchOrigin(graph, origin, signal);
        // As a file from the computer: a PDF or TIFF over the service's limit stays, to have its pages chosen.
        const check = await checkChosenFile(blob);
        if (!check.ok) return { ok: false as const, name, problem: check.reason };
        return { ok: true as const, input: { file: blob, name, origin } };
      } catch (error: unknown) {
        return { ok: false as const, name, problem: error instanceof Error ? error.message : t("microsoft.sources.downloadFailed") };
      }
    }),
  );
}
