// Fetching a chosen attachment's bytes by the route the attachment list chose: from Outlook itself (Mailbox
// 1.8: Base64, or the address of a cloud attachment), or through Microsoft Graph with the Microsoft 365 sign-in
// (msal and Graph load only then, as their own chunk). Every failure is a sentence for the user. The bytes are
// then checked by content like any chosen file's (src/taskpane/workspace/checkedFile.ts).
import { appConfig } from "../../config";
import { t } from "../../i18n/messages";
import { sniffKind, type AcceptedKind } from "../../input/fileCheck";
import { attachmentContent, graphMessageId, MailboxError } from "../../office/mailbox";
import { base64ToBytes } from "../../office/base64";
import type { AttachmentAccess, AttachmentEntry, FetchRoute, MailSource } from "../../work/outlook/attachmentList";
import { microsoft365Allowed } from "../../work/policy/access";
import type { PolicySettings } from "../../work/policy/types";

const MIME: Readonly<Record<AcceptedKind, string>> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  tiff: "image/tiff",
  heic: "image/heic",
  gif: "image/gif",
};

/** Whether Graph can be used: the build's app registration, and the organisation's policy. */
export function graphAccess(policy: PolicySettings): AttachmentAccess["graph"] {
  if (!appConfig.msClientId) return "notConfigured";
  return microsoft365Allowed(policy) ? "ready" : "notAllowed";
}

function blobOf(bytes: Uint8Array): Blob {
  const kind = sniffKind(bytes.subarray(0, 16));
  return new Blob([bytes as BlobPart], kind ? { type: MIME[kind] } : {});
}

const graphModules = (): Promise<[typeof import("../../microsoft/instance"), typeof import("../../microsoft/outlookGraph")]> =>
  Promise.all([import("../../microsoft/instance"), import("../../microsoft/outlookGraph")]);

/** A cloud attachment's file, through Graph's sharing address. */
async function viaGraphCloud(url: string, signal?: AbortSignal): Promise<Blob> {
  const [{ microsoft365 }, { cloudFileViaGraph }] = await graphModules();
  return cloudFileViaGraph(microsoft365().graph, url, signal ? { signal } : {});
}

/** One of the message's files through Graph (the message found by its id in Graph's form). */
async function viaGraphMessage(item: MailSource, entry: Pick<AttachmentEntry, "name" | "size">, signal?: AbortSignal): Promise<Blob> {
  const messageId = item.itemId ? graphMessageId(item.itemId) : null;
  if (!messageId) throw new Error(t("outlook.attachments.needsNewerNoIds"));
  const [{ microsoft365 }, { messageAttachmentViaGraph }] = await graphModules();
  return messageAttachmentViaGraph(microsoft365().graph, messageId, { name: entry.name, size: entry.size ?? 0 }, signal ? { signal } : {});
}

async function viaOffice(id: string, signal?: AbortSignal): Promise<Blob> {
  let content;
  try {
    content = await attachmentContent(id);
  } catch (error: unknown) {
    if (error instanceof MailboxError) throw new Error(t("outlook.attachments.officeFailed"));
    throw error;
  }
  if (content.format === "base64") return blobOf(base64ToBytes(content.content));
  // Outlook answers a cloud attachment with its address: the file itself is read through Graph.
  if (content.format === "url") return viaGraphCloud(content.url, signal);
  throw new Error(t("outlook.attachments.notAFile"));
}

/** The attachment's bytes by `route`. */
export function fetchByRoute(
  route: FetchRoute,
  item: MailSource,
  entry: Pick<AttachmentEntry, "id" | "name" | "size">,
  signal?: AbortSignal,
): Promise<Blob> {
  if (route === "office") return viaOffice(entry.id, signal);
  if (route === "graphCloud") return viaGraphCloud(entry.id, signal);
  return viaGraphMessage(item, entry, signal);
}

export type FetchedAttachment = { ok: true; blob: Blob } | { ok: false; problem: string };

/** Fetches one chosen attachment (its content is checked as any chosen file's); a failure is a sentence, never an exception. */
export async function fetchAttachment(item: MailSource, entry: AttachmentEntry): Promise<FetchedAttachment> {
  if (!entry.verdict.ok) return { ok: false, problem: entry.verdict.reason };
  try {
    return { ok: true, blob: await fetchByRoute(entry.verdict.route, item, entry) };
  } catch (error: unknown) {
    const problem = error instanceof Error && error.message ? error.message : t("microsoft.sources.downloadFailed");
    return { ok: false, problem: t("outlook.attachments.fetchFailed", { name: entry.name, problem }) };
  }
}
