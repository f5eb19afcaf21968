// Whether the source of a selection can still be opened (and its page pictures): one GET of the document through the paced client,
// asked once per document and kept for the pane's life (moving within one source asks nothing), and the
// sentences the pane shows for it. No React, no Office.
import { t } from "../../i18n/messages";
import type { DocumentPoll, Thumbnail } from "../../api/types";
import { ServiceError } from "../../api/errors";
import type { FoundSource } from "../../results/provenance/locate";

export type SourceState =
  /** The page pictures come with the same answer, so showing the source page asks nothing more of the document. */
  | { kind: "available"; thumbnails: readonly Thumbnail[] }
  | { kind: "deleted"; on: Date | null }
  /** Another account's document, or nobody signed in: who can open it, not an error. */
  | { kind: "elsewhere" }
  | { kind: "unknown" };

export type GetDocument = (id: string) => Promise<DocumentPoll>;

/** What the service says of a document: there, deleted (and when, when it said so), someone else's. */
export async function sourceState(get: GetDocument, documentId: string, now: Date = new Date()): Promise<SourceState> {
  try {
    const poll = await get(documentId);
    const at = poll.document?.automaticallyDeletedAt ?? null;
    return at && at.getTime() <= now.getTime()
      ? { kind: "deleted", on: at }
      : { kind: "available", thumbnails: poll.state === "ready" ? poll.document.thumbnails : [] };
  } catch (error) {
    if (error instanceof ServiceError) {
      if (error.kind === "not_found") return { kind: "deleted", on: null };
      if (error.kind === "forbidden" || error.kind === "unauthorized") return { kind: "elsewhere" };
    }
    return { kind: "unknown" };
  }
}

/** One lookup per document for the pane's life (the same source selected again costs no request). */
export function sourceStates(get: GetDocument): (documentId: string) => Promise<SourceState> {
  const known = new Map<string, Promise<SourceState>>();
  return (id) => {
    let state = known.get(id);
    if (!state) {
      state = sourceState(get, id);
      known.set(id, state);
    }
    return state;
  };
}

/** "From invoice.pdf, page 2 (table 1), inserted 27 Nov 2026." */
export function fromSentence(found: FoundSource): string {
  const date = new Date(found.insertedAt);
  const fileName = found.source.fileName;
  const first = found.pages[0];
  const last = found.pages[found.pages.length - 1];
  if (found.page === null && first !== undefined && last !== undefined && first !== last)
    return t("results.source.fromPages", { fileName, first, last, date });
  const page = found.page ?? first ?? 1;
  return found.table === null
    ? t("results.source.from", { fileName, page, date })
    : t("results.source.fromTable", { fileName, page, table: found.table, date });
}

/** What the pane adds once the service answered: deleted, or someone else's (nothing when it is there). */
export function stateSentence(state: SourceState): string | null {
  if (state.kind === "deleted") return state.on ? t("results.source.deleted", { date: state.on }) : t("results.source.deletedUndated");
  if (state.kind === "elsewhere") return t("results.source.elsewhere");
  return null;
}
