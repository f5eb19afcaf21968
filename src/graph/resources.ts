// The Graph requests behind the Microsoft 365 sources, each with the least scope it needs: Files.Read for the
// user's own OneDrive, Files.Read.All (and Sites.Read.All to list followed sites) only once the user opens
// shared files or SharePoint, Mail.Read only once the user opens mail attachments.
import type { GraphClient, CallOptions } from "./client";
import type { Attachment, Drive, DriveItem, Message, Site } from "./types";

export const SCOPES = {
  oneDrive: ["Files.Read"],
  shared: ["Files.Read.All"],
  sharePoint: ["Files.Read.All", "Sites.Read.All"],
  mail: ["Mail.Read"],
} as const;

const ITEM_FIELDS = "id,name,size,file,folder,parentReference,lastModifiedDateTime,remoteItem";
const enc = encodeURIComponent;
/** OData string literal: a quote is doubled. */
const odataString = (text: string): string => `'${text.replace(/'/g, "''")}'`;

export function recentFiles(graph: GraphClient, options?: CallOptions): Promise<DriveItem[]> {
  return graph.all<DriveItem>("me/drive/recent", SCOPES.oneDrive, { ...options, limit: 50 });
}

export function myFiles(graph: GraphClient, options?: CallOptions): Promise<DriveItem[]> {
  return graph.all<DriveItem>(`me/drive/root/children?$select=${ITEM_FIELDS}&$top=100`, SCOPES.oneDrive, { ...options, limit: 500 });
}

/** A folder's children; `scopes` are those that opened the folder's drive. */
export function folderChildren(
  graph: GraphClient,
  driveId: string,
  itemId: string,
  scopes: readonly string[],
  options?: CallOptions,
): Promise<DriveItem[]> {
  return graph.all<DriveItem>(`drives/${enc(driveId)}/items/${enc(itemId)}/children?$select=${ITEM_FIELDS}&$top=100`, scopes, {
    ...options,
    limit: 500,
  });
}

export function driveRoot(graph: GraphClient, driveId: string, scopes: readonly string[], options?: CallOptions): Promise<DriveItem[]> {
  return graph.all<DriveItem>(`drives/${enc(driveId)}/root/children?$select=${ITEM_FIELDS}&$top=100`, scopes, { ...options, limit: 500 });
}

export function sharedWithMe(graph: GraphClient, options?: CallOptions): Promise<DriveItem[]> {
  return graph.all<DriveItem>("me/drive/sharedWithMe", SCOPES.shared, { ...options, limit: 200 });
}

export function followedSites(graph: GraphClient, options?: CallOptions): Promise<Site[]> {
  return graph.all<Site>("me/followedSites", SCOPES.sharePoint, { ...options, limit: 200 });
}

export function siteLibraries(graph: GraphClient, siteId: string, options?: CallOptions): Promise<Drive[]> {
  return graph.all<Drive>(`sites/${enc(siteId)}/drives`, SCOPES.sharePoint, { ...options, limit: 100 });
}

export function searchFiles(graph: GraphClient, text: string, options?: CallOptions): Promise<DriveItem[]> {
  return graph.all<DriveItem>(`me/drive/root/search(q=${enc(odataString(text))})?$select=${ITEM_FIELDS}`, SCOPES.oneDrive, {
    ...options,
    limit: 100,
  });
}

export function driveItem(
  graph: GraphClient,
  driveId: string,
  itemId: string,
  scopes: readonly string[],
  options?: CallOptions,
): Promise<DriveItem> {
  return graph.get<DriveItem>(`drives/${enc(driveId)}/items/${enc(itemId)}?$select=${ITEM_FIELDS}`, scopes, options);
}

export function driveItemContent(
  graph: GraphClient,
  driveId: string,
  itemId: string,
  scopes: readonly string[],
  options?: CallOptions,
): Promise<Blob> {
  return graph.download(`drives/${enc(driveId)}/items/${enc(itemId)}/content`, scopes, options);
}

/** Recent messages with attachments, newest first; `search` looks in sender and subject. */
export function messagesWithAttachments(graph: GraphClient, search: string, options?: CallOptions): Promise<Message[]> {
  const select = "$select=id,subject,from,receivedDateTime,hasAttachments&$top=25";
  const text = search.trim();
  // Graph does not combine $search with $orderby: a search comes back by relevance, then is sorted here.
  const path = text
    ? `me/messages?${select}&$search=${enc(`"${text.replace(/"/g, "")}"`)}`
    : `me/messages?${select}&$filter=hasAttachments eq true&$orderby=receivedDateTime desc`;
  return graph.all<Message>(path, SCOPES.mail, { ...options, limit: 50 });
}

export function messageAttachments(graph: GraphClient, messageId: string, options?: CallOptions): Promise<Attachment[]> {
  return graph.all<Attachment>(`me/messages/${enc(messageId)}/attachments?$select=id,name,contentType,size,isInline`, SCOPES.mail, options);
}

export function attachmentContent(graph: GraphClient, messageId: string, attachmentId: string, options?: CallOptions): Promise<Blob> {
  return graph.download(`me/messages/${enc(messageId)}/attachments/${enc(attachmentId)}/$value`, SCOPES.mail, options);
}

/** Graph's id for a sharing address (a cloud attachment's link): "u!" and the address in unpadded Base64url. */
export function shareId(url: string): string {
  const bytes = new TextEncoder().encode(url);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return `u!${btoa(binary).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}`;
}

/** The drive item a sharing address (a cloud attachment's link) points at: Files.Read.All, like shared files. */
export function sharedItem(graph: GraphClient, url: string, options?: CallOptions): Promise<DriveItem> {
  return graph.get<DriveItem>(`shares/${enc(shareId(url))}/driveItem?$select=${ITEM_FIELDS}`, SCOPES.shared, options);
}

export function sharedItemContent(graph: GraphClient, url: string, options?: CallOptions): Promise<Blob> {
  return graph.download(`shares/${enc(shareId(url))}/driveItem/content`, SCOPES.shared, options);
}
