// The queue's refetcher for attachments of Outlook items (a reopened queue's waiting items): from Outlook while
// their message is the one open, else through Microsoft Graph by the message's Graph id (from any pane, Word and
// Excel included) where the organisation set Graph up and allows it; otherwise a sentence saying what to do.
// Silent only: no sign-in window opens without the user's action.
import { appConfig } from "../../config";
import { t } from "../../i18n/messages";
import { attachmentContentSupported, listAttachments, readMailItem } from "../../office/mailbox";
import type { ItemOrigin } from "../../work/batch/types";
import { fetchByRoute } from "./fetchAttachment";

type OutlookRef = Extract<ItemOrigin["ref"], { outlookItemId: string }>;

async function fromOpenItem(ref: OutlookRef, signal?: AbortSignal): Promise<Blob | null> {
  if (typeof Office === "undefined" || !attachmentContentSupported()) return null;
  const item = await readMailItem().catch(() => null);
  if (!item || item.itemId === null || item.itemId !== ref.outlookItemId) return null;
  const listed = (await listAttachments().catch(() => null)) ?? [];
  if (!listed.some((a) => a.id === ref.attachmentId)) return null;
  return fetchByRoute("office", item, { id: ref.attachmentId, name: ref.attachmentName, size: ref.size }, signal);
}

async function fromGraph(ref: OutlookRef, graphAllowed: boolean, signal?: AbortSignal): Promise<Blob | null> {
  if (!ref.graphMessageId || !appConfig.msClientId || !graphAllowed) return null;
  const [{ refetchGraph }, { messageAttachmentViaGraph }] = await Promise.all([
    import("../../microsoft/instance"),
    import("../../microsoft/outlookGraph"),
  ]);
  return messageAttachmentViaGraph(
    refetchGraph(),
    ref.graphMessageId,
    { name: ref.attachmentName, size: ref.size },
    signal ? { signal } : {},
  );
}

/** Fetches an Outlook attachment's bytes again; `graphAllowed` is the organisation's policy on Microsoft 365. */
export async function refetchOutlookAttachment(origin: ItemOrigin, graphAllowed: boolean, signal?: AbortSignal): Promise<Blob> {
  const ref = origin.ref;
  if (!("outlookItemId" in ref)) throw new Error(t("microsoft.sources.downloadFailed"));
  const blob = (await fromOpenItem(ref, signal)) ?? (await fromGraph(ref, graphAllowed, signal));
  if (!blob) throw new Error(t("outlook.refetch.notOpen", { label: origin.label }));
  return blob;
}
