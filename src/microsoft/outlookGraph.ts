// Outlook's attachments through Microsoft Graph, where Outlook itself cannot hand them over (Mailbox 1.8 is
// missing) and for cloud attachments (links to OneDrive or SharePoint): the message is found by its id in Graph's
// form, the attachment by its name and size (Outlook's and Graph's attachment ids differ), and a link through
// Graph's sharing addresses. No React, no Office: it takes a GraphClient.
import { attachmentContent, messageAttachments, sharedItem, sharedItemContent, type CallOptions, type GraphClient } from "../graph";
import { t } from "../i18n/messages";
import { selectable } from "../input/fileTypes";

/** One attachment of a message in Graph, matched to Outlook's listing by name (and size, when several share it). */
export async function messageAttachmentViaGraph(
  graph: GraphClient,
  messageId: string,
  attachment: { name: string; size: number },
  options?: CallOptions,
): Promise<Blob> {
  const listed = await messageAttachments(graph, messageId, options);
  const named = listed.filter((a) => a.name === attachment.name);
  const match = named.find((a) => a.size === attachment.size) ?? named[0];
  if (!match) throw new Error(t("outlook.attachments.notInGraph", { name: attachment.name }));
  return attachmentContent(graph, messageId, match.id, options);
}

/** The file a cloud attachment links to: its metadata is read first (type and size), then its content. */
export async function cloudFileViaGraph(graph: GraphClient, url: string, options?: CallOptions): Promise<Blob> {
  const item = await sharedItem(graph, url, options);
  const verdict = selectable(item.name, item.file?.mimeType, item.size);
  if (!verdict.ok) throw new Error(t("microsoft.sources.refused", { name: item.name, reason: verdict.reason }));
  return sharedItemContent(graph, url, options);
}
