// Open in History (from where a selection came from): the view is navigated to with a document to show, and
// opens it as a click on its row would. The row may not be listed (another page, a filter): the service is
// asked for the document once (and opening it reads that answer). Each ask (`target.n`) opens once, even when the view was already showing.
import { useEffect, useRef } from "react";
import type { ServiceClient } from "../../api/client";
import type { DocumentSummary } from "../../api/types";
import { fetchedDocument } from "../../work/history/fetchedPolls";
import type { ViewTarget } from "../shell/views";

export interface OpenTargetHandlers {
  /** The document as listed, if it is. */
  listed(id: string): DocumentSummary | undefined;
  open(document: DocumentSummary): void;
  /** The document could not be found (deleted meanwhile, or the service failed): said where the user looks. */
  failed(error: unknown): void;
}

export function useOpenTarget(
  target: ViewTarget | null | undefined,
  client: Pick<ServiceClient, "getDocument">,
  handlers: OpenTargetHandlers,
): void {
  // The latest handlers, without opening again when only they changed.
  const latest = useRef(handlers);
  // Declared first: it runs before the effect below reads it.
  useEffect(() => {
    latest.current = handlers;
  });
  const n = target?.n;
  const documentId = target?.documentId;
  useEffect(() => {
    if (n === undefined || documentId === undefined) return;
    let live = true;
    const listed = latest.current.listed(documentId);
    if (listed) {
      latest.current.open(listed);
      return;
    }
    client.getDocument(documentId, { priority: "interactive" }).then(
      (poll) => {
        // Opening reads this answer rather than asking the service again (src/work/history/fetchedPolls).
        const document = live ? fetchedDocument(poll) : undefined;
        if (document) latest.current.open(document);
      },
      (error: unknown) => live && latest.current.failed(error),
    );
    return () => {
      live = false;
    };
  }, [n, documentId, client]);
}
