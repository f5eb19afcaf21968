// Files from every source (Choose files, a drop, OneDrive and SharePoint, mail) join the one list of chosen
// files until the user removes one (issue 21: a OneDrive choice used to replace the local files). The same file
// chosen twice stays once, and the caller says so. Plain code: no React.
import type { CheckedFile } from "./checkedFile";

/** What makes two chosen files the same file: where it came from in Microsoft 365 or Outlook, else its name, size and date. */
export function sameFileKey(file: CheckedFile): string {
  if (file.ok && file.source) {
    const ref = file.source.ref;
    if ("driveId" in ref) return `drive:${ref.driveId}/${ref.itemId}`;
    return "messageId" in ref ? `mail:${ref.messageId}/${ref.attachmentId}` : `outlook:${ref.outlookItemId}/${ref.attachmentId}`;
  }
  if (!file.ok) return `refused:${file.name}`;
  const modified = file.blob instanceof File ? file.blob.lastModified : 0;
  return `file:${file.name}:${file.blob.size}:${modified}`;
}

export interface Joined {
  selection: CheckedFile[];
  /** Names of the files that were already in the list (added once). */
  duplicates: string[];
}

/**
 * The list after `added` joins `current`: a picture from the document is sent on its own, so it leaves when
 * files come; a file already listed stays where it was; a refused file checked again gives way to its new check.
 */
export function joinSelection(current: readonly CheckedFile[], added: readonly CheckedFile[]): Joined {
  const kept = current.filter((f) => f.origin === "file");
  // A file refused before and chosen again was checked again: the new verdict replaces the old one.
  const addedNames = new Set(added.map((f) => f.name));
  const list = kept.filter((f) => f.ok || !addedNames.has(f.name));
  const seen = new Set(list.map(sameFileKey));
  const duplicates: string[] = [];
  for (const file of added) {
    const key = sameFileKey(file);
    if (seen.has(key)) {
      if (file.ok) duplicates.push(file.name);
      continue;
    }
    seen.add(key);
    list.push(file);
  }
  return { selection: list, duplicates };
}
