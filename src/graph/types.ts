// The parts of Graph's resources the add-in reads (everything else Graph sends is ignored).

export interface ItemReference {
  driveId?: string;
  id?: string;
  /** e.g. "/drive/root:/Scans/2026". */
  path?: string;
}

export interface DriveItem {
  id: string;
  name: string;
  size?: number;
  file?: { mimeType?: string };
  folder?: { childCount?: number };
  parentReference?: ItemReference;
  lastModifiedDateTime?: string;
  /** Items shared with the user live in another drive. */
  remoteItem?: {
    id: string;
    name?: string;
    size?: number;
    file?: { mimeType?: string };
    folder?: { childCount?: number };
    parentReference?: ItemReference;
  };
}

export interface Site {
  id: string;
  displayName?: string;
  name?: string;
  webUrl?: string;
}

export interface Drive {
  id: string;
  name?: string;
  driveType?: string;
}

export interface Message {
  id: string;
  subject?: string;
  receivedDateTime?: string;
  hasAttachments?: boolean;
  from?: { emailAddress?: { name?: string; address?: string } };
}

export interface Attachment {
  id: string;
  name: string;
  contentType?: string;
  size?: number;
  isInline?: boolean;
  "@odata.type"?: string;
}
