// The tag on each content control the add-in inserts, so an insertion can be found (and replaced) again:
// "transcribe-documents:<document id>:<action>". Tags are invisible to readers of the document.

export const TAG_PREFIX = "transcribe-documents";

export function insertionTag(documentId: string, action: string): string {
  return `${TAG_PREFIX}:${documentId}:${action}`;
}

export function isInsertionTag(tag: string): boolean {
  return tag.startsWith(`${TAG_PREFIX}:`);
}
