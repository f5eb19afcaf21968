// The tag on each content control the add-in inserts, so an insertion can be found (and replaced) again:
// "transcribe-documents:<document id>:<action>". Tags are invisible to readers of the document.

export const TAG_PREFIX = "transcribe-documents";

export function insertionTag(documentId: string, action: string): string {
  return `${TAG_PREFIX}:${documentId}:${action}`;
}

export function parseInsertionTag(tag: string): { documentId: string; action: string } | null {
  const m = new RegExp(`^${TAG_PREFIX}:([^:]+):([^:]+)$`).exec(tag);
  return m ? { documentId: m[1] ?? "", action: m[2] ?? "" } : null;
}

export function isInsertionTag(tag: string): boolean {
  return tag.startsWith(`${TAG_PREFIX}:`);
}
