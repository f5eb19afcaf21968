// A document Open in History had to ask the service for (it was not listed): the answer is kept with the
// document it opens, so opening it reads that answer instead of asking the service a second time. Kept by the
// document object itself (weakly) and taken once: a later open of the same row asks afresh.
import type { DocumentPoll, DocumentSummary } from "../../api/types";

const fetched = new WeakMap<DocumentSummary, DocumentPoll>();

/** The document of `poll` (if it names one), remembered with the answer it came in. */
export function fetchedDocument(poll: DocumentPoll): DocumentSummary | undefined {
  if (poll.document) fetched.set(poll.document, poll);
  return poll.document;
}

/** The answer `document` came in, if it was fetched just now to be opened (once). */
export function takeFetchedPoll(document: DocumentSummary): DocumentPoll | undefined {
  const poll = fetched.get(document);
  fetched.delete(document);
  return poll;
}
